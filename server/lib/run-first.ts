/**
 * A contract route's `wrap` (server/lib/contract-routes.ts) that runs middleware before the whole
 * handler, input checks included: a rate limit counts a malformed request too, as it did when it
 * stood in front of the handler in `router.post(path, limit, handler)`, and a check of who is asking
 * refuses a stranger's malformed body as a stranger's.
 */
import type { Request, RequestHandler } from "express";

/**
 * Wraps a handler so that each of `middlewares` runs first, in order; the next one (and at last the
 * handler) runs only when the one before calls next().
 */
export function runFirst(...middlewares: RequestHandler[]) {
  return (handler: RequestHandler): RequestHandler =>
    async (req, res, next) => {
      for (const middleware of middlewares) {
        let passed = false;
        let refusal: unknown;
        await middleware(req, res, (error?: unknown) => {
          if (error === undefined) passed = true;
          else refusal = error;
        });
        if (refusal !== undefined) return next(refusal);
        if (!passed) return;
      }
      await handler(req, res, next);
    };
}

/** runFirst for a check that refuses by throwing (an own-id check, "only its author or a moderator"). */
export function checkFirst(check: (req: Request) => unknown) {
  return runFirst(async (req, _res, next) => {
    await check(req);
    next();
  });
}
