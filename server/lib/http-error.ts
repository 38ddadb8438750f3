/** An error with an HTTP status and a message that is safe to show to the person who caused it. */
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

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (what = "Not found") => new HttpError(404, what);
export const unauthorized = (message = "Please log in to continue") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to do that") => new HttpError(403, message);
