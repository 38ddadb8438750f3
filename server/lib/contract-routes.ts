/**
 * Registers a route from its contract (shared/contracts/README.md): the contract's method and path
 * (less the router's mount path), the guard its access names, its input parsed with its schemas
 * (the same answers server/lib/validate.ts gives: a bad query or body is a 400 naming each field; a
 * path param that names nothing is a 404, as server/lib/id-param.ts answers), and its answer sent
 * with its status: JSON, a page (server/lib/pagination.ts), 204, a text of its `media` (whose
 * refusals are plain text too), a 301 to the Location the handler returns, or nothing at all for
 * a `streamed` route, whose handler writes the answer itself.
 *
 * Answers are checked against the contract in development and tests (Express's `env`, from
 * NODE_ENV), never in production. The handler's return type is already the contract's output
 * type; what types cannot see (a field a row has and the contract does not name, a date that is
 * not a date) the tests catch, each answer encoded as the wire carries it, and a mismatch is a 500
 * naming the route and the fields. In production the check would parse every row of the busiest
 * public lists for nothing a visitor gains (the client reads answers tolerantly, lib/answer-shape.ts),
 * and a drift there should not turn a working page into an error.
 */
import type { Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import type { HandlerAnswer, HandlerInput, RouteSpec } from "@shared/contracts/route-contract";
import { requireAuth, requireModerator } from "../middleware/auth";
import { HttpError, notFound } from "./http-error";
import { sendPage } from "./pagination";
import { validate } from "./validate";

/** A contract's handler: its parsed input in, its answer out (the helper sends it). */
export type ContractHandler<C extends RouteSpec> = (
  input: HandlerInput<C>,
  req: Request,
  res: Response,
) => Promise<HandlerAnswer<C>>;

export interface ContractRouteOptions {
  /**
   * Wraps the whole handler (input checks included), for a step around it that works on the raw
   * request: server/routes/site-image-saves.ts's savingSiteImage claims a body's image first.
   */
  wrap?: (handler: RequestHandler) => RequestHandler;
}

const GUARDS: Record<RouteSpec["access"], RequestHandler[]> = {
  public: [],
  member: [requireAuth],
  moderator: [requireModerator],
  owner: [requireAuth],
  "author-or-moderator": [requireAuth],
};

type RouterMethod = "get" | "post" | "put" | "patch" | "delete";

/** Adds contracted routes to `router`, which the app mounts at `mountPath` (the full path: "/api/categories"). */
export function contractRoutes(router: Router, mountPath: string) {
  return {
    add<C extends RouteSpec>(contract: C, handler: ContractHandler<C>, options: ContractRouteOptions = {}): void {
      const inner = contractHandler(contract, handler);
      const method = contract.method.toLowerCase() as RouterMethod;
      router[method](
        relativePath(contract.path, mountPath),
        ...GUARDS[contract.access],
        options.wrap?.(inner) ?? inner,
      );
    },
  };
}

/** The contract's path as a router mounted at `mountPath` registers it. */
export function relativePath(path: string, mountPath: string): string {
  const prefix = mountPath.replace(/\/$/, "");
  if (path !== prefix && !path.startsWith(`${prefix}/`))
    throw new Error(`${path} is not under the router's mount path ${mountPath}`);
  return path.slice(prefix.length) || "/";
}

function contractHandler<C extends RouteSpec>(contract: C, handler: ContractHandler<C>): RequestHandler {
  const answersText = contract.media !== undefined && !contract.streamed;
  return async (req, res, next) => {
    let answer: HandlerAnswer<C>;
    try {
      answer = await answerOf(contract, handler, req, res);
    } catch (error) {
      if (!answersText || !(error instanceof HttpError)) throw error;
      // A crawler's, a feed reader's or a mail program's refusal: the message, as plain text.
      res.status(error.status).set(error.headers).type("text/plain").send(error.message);
      return;
    }
    if (contract.streamed) return;
    if (contract.status === 301) {
      if (typeof answer === "string") res.redirect(301, answer);
      else next();
      return;
    }
    if (req.app.get("env") !== "production") checkAnswer(contract, answer);
    send(contract, answer, req, res);
  };
}

/** The handler's answer to `req`, its input parsed first. */
async function answerOf<C extends RouteSpec>(
  contract: C,
  handler: ContractHandler<C>,
  req: Request,
  res: Response,
): Promise<HandlerAnswer<C>> {
  const params = contract.params?.safeParse(req.params);
  if (params && !params.success) throw notFound(contract.notFound);
  const { query, body } = validate(req, { query: contract.query, body: contract.body });
  const input: unknown = { params: params?.data, query, body };
  return handler(input as HandlerInput<C>, req, res);
}

function send<C extends RouteSpec>(contract: C, answer: HandlerAnswer<C>, req: Request, res: Response): void {
  if (contract.paged) return sendPage(req, res, answer as HandlerAnswer<C> & { items: unknown[] });
  if (contract.answer === null) {
    res.status(contract.status).end();
    return;
  }
  if (contract.media) {
    // A Content-Type the handler set (with more parameters) stays; send() adds the charset.
    if (!res.get("Content-Type")) res.type(contract.media);
    res.status(contract.status).send(answer);
    return;
  }
  res.status(contract.status).json(answer);
}

/** Throws (a 500) when `answer` is not what the contract says, encoded as JSON carries it. */
function checkAnswer<C extends RouteSpec>(contract: C, answer: HandlerAnswer<C>): void {
  if (contract.answer === null) return;
  const value: unknown = contract.paged ? (answer as { items: unknown[] }).items : answer;
  const result = z.safeEncode(contract.answer, value as never);
  if (!result.success)
    throw new Error(
      `${contract.method} ${contract.path} answered outside its contract: ${z.prettifyError(result.error)}`,
    );
}
