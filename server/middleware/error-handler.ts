/** The one place errors become HTTP answers (style guide: Zod 400, HttpError, 23505 409, 503, 500). */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { ZodError } from "zod";
import type { ApiErrorBody } from "@shared/api";
import { isConnectionFailure, sqlState } from "../lib/database-errors";
import { HttpError } from "../lib/http-error";
import { logger } from "../lib/logger";
import { describeRequest } from "./observe-requests";

/** Unknown /api paths answer JSON, never the SPA's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: "Not found" } satisfies ApiErrorBody);
};

interface BodyParserError {
  type?: string;
  status?: number;
  /** http-errors marks the client's own faults (status < 500) as safe to show. */
  expose?: boolean;
}

/** Express's router marks a path it cannot percent-decode with a URIError whose status is 400. */
function isUndecodablePath(error: unknown): boolean {
  return error instanceof URIError && (error as BodyParserError).status === 400;
}

function toHttp(error: unknown): { status: number; body: ApiErrorBody; headers?: Record<string, string> } {
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    const first = issues[0];
    const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid input";
    return { status: 400, body: { message, issues } };
  }
  if (error instanceof HttpError) {
    const body: ApiErrorBody = error.code ? { message: error.message, code: error.code } : { message: error.message };
    return { status: error.status, body, headers: error.headers };
  }
  const bodyError = error as BodyParserError;
  if (bodyError?.type === "entity.parse.failed")
    return { status: 400, body: { message: "The request body is not valid JSON" } };
  if (bodyError?.type === "entity.too.large")
    return { status: 413, body: { message: "The request body is too large" } };
  if (bodyError?.type === "encoding.unsupported" || bodyError?.type === "charset.unsupported") {
    return { status: 415, body: { message: "Unsupported body encoding" } };
  }
  // Any other client fault Express reports as an http-error (a corrupt gzip or deflate body, a short body).
  if (
    bodyError?.expose === true &&
    typeof bodyError.status === "number" &&
    bodyError.status >= 400 &&
    bodyError.status < 500
  ) {
    return { status: bodyError.status, body: { message: "The request could not be read" } };
  }
  if (isUndecodablePath(error)) return { status: 400, body: { message: "The address is not valid" } };
  if (isConnectionFailure(error)) {
    return {
      status: 503,
      body: { message: "The service is briefly unavailable. Please try again in a moment." },
      headers: { "Retry-After": "5" },
    };
  }
  switch (sqlState(error)) {
    case "23505":
      return { status: 409, body: { message: "That already exists" } };
    case "23503":
      return { status: 409, body: { message: "That refers to something that does not exist" } };
    case "22P02":
    case "22007": // a date or time PostgreSQL cannot read
    case "22008": // a date or time out of range
    case "22009": // a time zone it cannot read (JavaScript writes year 10000 as +010000-...)
    case "22003":
    case "22021": // a NUL character, which PostgreSQL text cannot hold
    case "23514": // a value a table's check refuses
      return { status: 400, body: { message: "A value in the request is not valid" } };
  }
  return { status: 500, body: { message: "Something went wrong" } };
}

/**
 * The error came after the answer had begun: no status can be sent any more. It is never passed
 * on (Express's own final handler would then run, and nothing past this handler may decide the
 * process's fate): a client that hung up mid-download is ordinary and noted as such; anything
 * else is logged as a failure, and the answer is cut so the client sees it incomplete rather
 * than a short body that looks whole.
 */
function endBegunAnswer(error: unknown, req: Request, res: Response): void {
  if (isClientGone(error, req, res)) {
    logger.info({ ...describeRequest(req, res), error: rootMessage(error) }, "The client left before the answer ended");
  } else {
    logger.error({ ...describeRequest(req, res), err: error }, "Request failed after its answer began");
  }
  if (!res.destroyed) res.destroy();
}

/** The connection was closed by the client (a reset, a closed tab, an aborted download). */
function isClientGone(error: unknown, req: Request, res: Response): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return (
    code === "ERR_STREAM_PREMATURE_CLOSE" ||
    code === "ECONNRESET" ||
    code === "EPIPE" ||
    res.destroyed ||
    req.socket?.destroyed === true
  );
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    endBegunAnswer(error, req, res);
    return;
  }
  const { status, body, headers } = toHttp(error);
  // A database outage answers every request 503: one line each, not a stack trace each. The line
  // names the route's pattern, never the URL, whose query string may hold a token.
  if (status === 503)
    logger.warn(
      { ...describeRequest(req, res, status), error: rootMessage(error) },
      "Answered 503: the database is unavailable",
    );
  else if (status >= 500) logger.error({ ...describeRequest(req, res, status), err: error }, "Request failed");
  if (headers) res.set(headers);
  res.status(status).json(body);
};

/** The innermost message (drizzle wraps the driver's error, whose message says what happened). */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}
