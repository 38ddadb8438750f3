/** Recognises PostgreSQL failures by their SQLSTATE or socket error, through drizzle's wrapper. */

interface CodedError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The innermost error that carries a code (drizzle wraps driver errors in a DrizzleQueryError). */
function rootCause(error: unknown): CodedError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const coded = current as CodedError;
    if (typeof coded.code === "string") return coded;
    current = coded.cause;
  }
  return typeof error === "object" && error !== null ? (error as CodedError) : undefined;
}

/** The SQLSTATE of a database error, if it is one. */
export function sqlState(error: unknown): string | undefined {
  const code = rootCause(error)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection .*closed/i,
  /timeout expired/i,
  // pg, for a client whose connection broke earlier (a rollback after the drop).
  /not queryable/i,
];

/** Whether this one error (not its causes) says the connection failed. */
function saysConnectionFailed(error: CodedError): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  // 08xxx connection exceptions, 57P01-57P03 shutdown / cannot connect now.
  if (CONNECTION_CODES.has(code) || code.startsWith("08") || /^57P0[1-3]$/.test(code)) return true;
  const message = typeof error.message === "string" ? error.message : "";
  return CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when the database could not be reached or dropped the connection: answer 503, not 500.
 * Every error along the cause chain is asked: a connection dropped inside a transaction surfaces
 * as drizzle's "Failed query: rollback" over pg's uncoded "Connection terminated unexpectedly".
 */
export function isConnectionFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if (saysConnectionFailed(current as CodedError)) return true;
    current = (current as CodedError).cause;
  }
  return false;
}
