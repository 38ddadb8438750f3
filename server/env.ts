/** The only reader of process.env: configuration parsed once, failing fast with a clear message. */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { limitsFromVariables, type Limits } from "./config/limits";

// "true" trusts every hop, so X-Forwarded-For, which any client can send, would choose the address
// every per-address limit (logins, uploads, guest posts) counts by.
const TRUST_PROXY_TRUE_REFUSED =
  "TRUST_PROXY=true would let any client choose its own address through X-Forwarded-For and skip every " +
  "per-address limit. Set the number of proxies in front of the server (e.g. 1) or their addresses " +
  "(e.g. loopback, 10.0.0.0/8)";

/** pino's levels, quietest last; "silent" logs nothing. */
export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
    DATA_DIR: z.string().min(1).default("data"),
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
    STORAGE_DRIVER: z.enum(["local", "gcs"], { error: "STORAGE_DRIVER must be local or gcs" }).default("local"),
    GCS_BUCKET: z.string().min(3, "GCS_BUCKET must be a bucket name").optional(),
    // Read by @google-cloud/storage itself; listed here so a wrong path fails at start, not at first upload.
    GOOGLE_APPLICATION_CREDENTIALS: z
      .string()
      .refine((file) => fs.existsSync(file), "GOOGLE_APPLICATION_CREDENTIALS must name an existing key file")
      .optional(),
    TRUST_PROXY: z
      .string()
      .refine((value) => value.trim().toLowerCase() !== "true", TRUST_PROXY_TRUE_REFUSED)
      .optional()
      .transform((value) => parseTrustProxy(value)),
    // Production sends the session cookie only with Secure; this is the operator's explicit way out
    // for a deployment served over plain HTTP (a LAN, a demo), where browsers would drop a Secure cookie.
    ALLOW_INSECURE_HTTP: z
      .enum(["true", "false"], { error: "ALLOW_INSECURE_HTTP must be true or false" })
      .default("false")
      .transform((value) => value === "true"),
    // Public pages arrive rendered with their content; "off" sends every page the app's shell, as
    // before server rendering (a way back if rendering misbehaves, and bench:web's "before").
    SERVER_RENDERING: z
      .enum(["on", "off"], { error: "SERVER_RENDERING must be on or off" })
      .default("on")
      .transform((value) => value === "on"),
    // How a rendered page loads the app: "after-paint", once the page has painted, or "early", with
    // its HTML (server/client/built-client.ts weighs them). Either way a button pressed before the
    // app is ready is held and pressed again once it is (server/client/early-clicks-tags.ts).
    APP_LOADER: z
      .enum(["early", "after-paint"], { error: "APP_LOADER must be early or after-paint" })
      .default("after-paint"),
    // Visitors' public reads answered from memory, emptied by every write on any process
    // (server/visitor-cache); "off" reads the database every time (a way back, and bench:api's "cold").
    ANONYMOUS_CACHE: z
      .enum(["on", "off"], { error: "ANONYMOUS_CACHE must be on or off" })
      .default("on")
      .transform((value) => value === "on"),
    // Moderators act on other people's words and accounts: an operator may insist their sign-in has a second factor.
    REQUIRE_MODERATOR_2FA: z
      .enum(["true", "false"], { error: "REQUIRE_MODERATOR_2FA must be true or false" })
      .default("false")
      .transform((value) => value === "true"),
    // Unset means mail is written as .eml files under DATA_DIR/outbox (server/mail/mailer.ts).
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, "SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465")
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .min(3, "MAIL_FROM must be an address, e.g. PawsWell <no-reply@example.org>")
      .default("PawsWell <no-reply@localhost>"),
    // Every absolute link (mail, pages' canonical and Open Graph addresses, feeds, sitemaps, robots.txt)
    // starts here, never with the request's Host header, which a client chooses and a shared cache may
    // not key on. Unset, links point at http://localhost:<PORT>: right for `npm start` on one's own
    // machine, and said at start in production (publicUrlNotice), where a public site must set it.
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: "PUBLIC_URL must be the site's address, e.g. https://pawswell.example.org" })
      .optional(),
    // Push notices' VAPID key pair (server/lib/vapid-keys.ts): both or neither; unset, one is made once in DATA_DIR.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "VAPID_PUBLIC_KEY must be a base64url P-256 public key")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY must be a base64url P-256 private key")
      .optional(),
    // The contact push services see with each notice; unset, PUBLIC_URL when https, else MAIL_FROM's address.
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT must be a mailto: or https: address")
      .optional(),
    // Read by the logger at import (logSettings below); listed here so a wrong value fails at start.
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    // /metrics is never public by accident: it answers only with this bearer token, or on METRICS_PORT.
    METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    // Browser tests only (set by tests/e2e/test-server.ts, never in a deployment): a file whose ISO
    // time the publishing scheduler takes as "now" (server/services/publisher.ts, schedulerClock).
    E2E_SCHEDULER_CLOCK_FILE: z.string().min(1).optional(),
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    path: ["VAPID_PRIVATE_KEY"],
    message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither",
  })
  .refine((env) => env.STORAGE_DRIVER !== "gcs" || env.GCS_BUCKET !== undefined, {
    path: ["GCS_BUCKET"],
    message: "GCS_BUCKET is required when STORAGE_DRIVER is gcs",
  });

export type Env = Omit<z.infer<typeof envSchema>, "DATA_DIR" | "PUBLIC_URL"> & {
  DATA_DIR: string;
  /** The site's address without a trailing slash, for every absolute link; http://localhost:<PORT> when unset. */
  PUBLIC_URL: string;
  /** What start-up tells the operator about a setting a public site must change (empty when none). */
  notices: string[];
  /** The limits the LIMIT_* variables set over the defaults (server/config/limits.ts). */
  limits: Partial<Limits>;
};

/** Reads configuration from the given variables; throws an Error listing every bad setting. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  const limits = limitsFromVariables(present);
  const lines = [
    ...(result.error?.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`) ?? []),
    ...limits.problems.map((problem) => `  ${problem}`),
  ];
  if (!result.success || lines.length > 0) throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  const publicUrl = (result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`).replace(/\/+$/, "");
  return {
    ...result.data,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    PUBLIC_URL: publicUrl,
    notices:
      result.data.NODE_ENV === "production" && result.data.PUBLIC_URL === undefined ? [publicUrlNotice(publicUrl)] : [],
    limits: limits.overrides,
  };
}

/** The start-up warning of a production server without PUBLIC_URL: where its links point, and what to set. */
function publicUrlNotice(publicUrl: string): string {
  return (
    `PUBLIC_URL is not set: links in pages, feeds, sitemaps, robots.txt and mail point at ${publicUrl}, ` +
    "never at the address a request names. Set PUBLIC_URL to the site's address, e.g. https://pawswell.example.org"
  );
}

/** Express's "trust proxy": unset or "false" → false; a hop count; or a list of addresses ("true" is refused above). */
function parseTrustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Whether log lines are held back: under the test runner (it sets VITEST) unless LOG_IN_TESTS is
 * set. Read apart from parseEnv because the logger needs it at import, before configuration is parsed.
 */
export function isLogQuiet(source: NodeJS.ProcessEnv = process.env): boolean {
  return source.VITEST !== undefined && source.LOG_IN_TESTS === undefined;
}

/** How the logger writes, read at its import (before parseEnv): its level, and whether lines are pretty-printed. */
export function logSettings(source: NodeJS.ProcessEnv = process.env): { level: LogLevel; isPretty: boolean } {
  const wanted = LOG_LEVELS.find((level) => level === source.LOG_LEVEL) ?? "info";
  return {
    level: isLogQuiet(source) ? "silent" : wanted,
    // `npm run dev` sets NODE_ENV=development: lines for a person at a terminal, JSON everywhere else.
    isPretty: source.NODE_ENV === "development",
  };
}

/** True when the session cookie must carry Secure whatever the request's scheme (production, unless allowed). */
export function isSecureCookieRequired(env: Pick<Env, "NODE_ENV" | "ALLOW_INSECURE_HTTP">): boolean {
  return env.NODE_ENV === "production" && !env.ALLOW_INSECURE_HTTP;
}
