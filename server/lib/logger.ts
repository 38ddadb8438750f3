/**
 * The server's one logger: pino, one JSON object per line (pretty-printed under `npm run dev`),
 * quiet under tests unless LOG_IN_TESTS is set. A line written while a request is being served
 * carries that request's id (server/lib/request-context.ts). Call it the pino way:
 * `logger.info("Stopped cleanly")`, `logger.warn({ message }, "Housekeeping failed")`,
 * `logger.error({ err: error }, "Could not close cleanly")`.
 */
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { logSettings } from "../env";
import { currentRequestId } from "./request-context";

export type { Logger };

/**
 * Keys whose values never reach a log line, at the top of what is logged or up to three levels
 * inside it (`{ req: { headers: { cookie } } }`): passwords, tokens, session ids, cookies,
 * Authorization headers, secrets and two-factor codes.
 */
const SECRET_KEYS = [
  "password",
  "currentPassword",
  "newPassword",
  "passwordHash",
  "token",
  "unsubscribeToken",
  "secret",
  "sessionSecret",
  "sessionId",
  "sid",
  "cookie",
  "set-cookie",
  "authorization",
  "recoveryCode",
  "totpSecret",
];
/** A two-factor code is sent as `code`; elsewhere `code` is an error's (ECONNREFUSED), worth keeping. */
const SECRET_PATHS = ["body.code", "*.body.code", "query.code", "*.query.code"];

const pathTo = (prefix: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? (prefix ? `${prefix}.${key}` : key) : `${prefix}["${key}"]`;
const REDACTED_PATHS = [
  ...SECRET_KEYS.flatMap((key) => ["", "*", "*.*", "*.*.*"].map((prefix) => pathTo(prefix, key))),
  ...SECRET_PATHS,
];

/** drizzle's failed-query error carries the query's parameters (hashes, tokens, addresses) in its message. */
const QUERY_PARAMETERS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/** pino's error serializer, without a failed query's parameters. */
function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.errWithCause(error as Error) as unknown;
  return withoutQueryParameters(serialized);
}

function withoutQueryParameters(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const record = { ...(value as Record<string, unknown>) };
  delete record.params;
  for (const key of ["message", "stack"]) {
    if (typeof record[key] === "string") record[key] = (record[key] as string).replace(QUERY_PARAMETERS, "");
  }
  if (record.cause) record.cause = withoutQueryParameters(record.cause);
  return record;
}

const NO_REQUEST = Object.freeze({});

/** A logger writing to `destination` (stdout by default) at `level`; tests pass their own stream. */
export function createLogger(
  options: { level?: LoggerOptions["level"]; isPretty?: boolean; destination?: DestinationStream } = {},
): Logger {
  const settings: LoggerOptions = {
    level: options.level ?? "info",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: REDACTED_PATHS, censor: "[Redacted]" },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId === undefined ? NO_REQUEST : { requestId };
    },
    // Outside a request there is nothing to add: the line's own fields go as they are.
    mixinMergeStrategy: (fields, mixed) => (mixed === NO_REQUEST ? fields : Object.assign(mixed, fields)),
  };
  if (options.isPretty && !options.destination) {
    return pino({
      ...settings,
      transport: {
        target: "pino-pretty",
        options: { colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" },
      },
    });
  }
  // Synchronous writes: a line logged just before the process exits is never lost.
  return pino(settings, options.destination ?? pino.destination({ dest: 1, sync: true }));
}

export const logger = createLogger(logSettings());
