/**
 * A contract route's `wrap` (server/lib/contract-routes.ts) that runs a middleware before the whole
 * handler, input checks included: a rate limit counts a malformed request too, as it did when it
 * stood in front of the handler in `router.post(path, limit, handler)`.
 */
import type { RequestHandler } from "express";

/** Wraps a handler so that `middleware` runs first; the handler runs only when it calls next(). */
export function runFirst(middleware: RequestHandler) {
  return (handler: RequestHandler): RequestHandler =>
    async (req, res, next) => {
      let passed = false;
      let refusal: unknown;
      await middleware(req, res, (error?: unknown) => {
        if (error === undefined) passed = true;
        else refusal = error;
      });
      if (refusal !== undefined) return next(refusal);
      if (passed) await handler(req, res, next);
    };
}
