/**
 * Every request gets an id (the caller's X-Request-Id when it is sane, else a new one; sent back
 * on the answer), which every log line written while serving it carries; when it ends, one access
 * line (method, route pattern, status, duration) and, when metrics are on, one sample for them.
 */
import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { logger } from "../lib/logger";
import { runAsRequest } from "../lib/request-context";
import { routePatternOf, watchRoutePattern } from "../lib/route-pattern";

/**
 * The access line's own logger: its fields are built here from safe values (an id, a method, a
 * route pattern, a status, a duration), so it skips the redaction every other line goes through,
 * whose deep wildcard paths cost ~60 µs a line (bench:api -- --observability) against ~3 µs.
 */
const accessLog = logger.child({}, { redact: { paths: [] } });

/** One finished request, as the metrics count it. */
export interface RequestSample {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

/** An id a proxy or client may send (a UUID, nginx's $request_id, a trace header's value); nothing that could mislead a log reader. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@=+/-]{1,128}$/;

/** The caller's request id when it is sane, else a new one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** The id `observeRequests` gave the request `res` answers; undefined when it did not run. */
export function requestIdOf(res: Response): string | undefined {
  return (res.locals as { requestId?: string }).requestId;
}

/** The request's method, route pattern and status, for a log line about it (never the raw URL, which may hold tokens). */
export function describeRequest(req: Request, res: Response, status = res.statusCode) {
  return { requestId: requestIdOf(res), method: req.method, route: routePatternOf(req), status };
}

/** Installs the above; `recordRequest` receives each finished request (the metrics), when given. */
export function observeRequests(options: { recordRequest?: (sample: RequestSample) => void } = {}): RequestHandler {
  const { recordRequest } = options;
  return (req, res, next) => {
    const startedAt = performance.now();
    const requestId = requestIdFor(req.get("X-Request-Id"));
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    watchRoutePattern(req);
    // "close" comes for every request, finished or abandoned by its client.
    res.once("close", () => {
      const seconds = (performance.now() - startedAt) / 1000;
      const route = routePatternOf(req);
      const isAborted = !res.writableFinished;
      recordRequest?.({ method: req.method, route, status: res.statusCode, seconds });
      accessLog.info(
        {
          requestId,
          method: req.method,
          route,
          status: res.statusCode,
          durationMs: Math.round(seconds * 10_000) / 10,
          ...(isAborted ? { aborted: true } : {}),
        },
        "request",
      );
    });
    runAsRequest(requestId, next);
  };
}
