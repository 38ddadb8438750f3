/**
 * An error with an HTTP status and a message that is safe to show to the person who caused it, and
 * one helper per status the server answers with. Code throws a helper (`conflict(...)`), never
 * `new HttpError(...)` (eslint.config.js holds this); a status nobody uses yet gets a helper here.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** A stable name for the case, for clients that act on it (e.g. "two-factor-required"). */
    readonly code?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** 400: the request itself is wrong (a field is named in the message where there is one). */
export const badRequest = (message: string) => new HttpError(400, message);
/** 401: nobody is signed in, or the session has ended (or, with WWW-Authenticate, a token is missing or wrong). */
export const unauthorized = (message = "Please log in to continue", headers: Record<string, string> = {}) =>
  new HttpError(401, message, headers);
/** 403: signed in, but not allowed; `code` names a case a client acts on. */
export const forbidden = (message = "You do not have permission to do that", code?: string) =>
  new HttpError(403, message, {}, code);
/** 404: nothing at that address (or nothing the asker may see there). */
export const notFound = (what = "Not found", headers: Record<string, string> = {}) => new HttpError(404, what, headers);
/** 409: the request clashes with what is stored now (a name taken, a case closed, already done). */
export const conflict = (message: string) => new HttpError(409, message);
/** 413: the body or file is too large. */
export const payloadTooLarge = (message: string, headers: Record<string, string> = {}) =>
  new HttpError(413, message, headers);
/** 415: the body is not of a type this endpoint takes. */
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
/** 422: well-formed, but what it points at cannot be used (another site's answer, say). */
export const unprocessable = (message: string) => new HttpError(422, message);
/** 429: too many attempts; try again after `retryAfterSeconds`. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { "Retry-After": String(retryAfterSeconds) });
/** 503: busy or restarting; try again after `retryAfterSeconds`. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, { "Retry-After": String(retryAfterSeconds) });
