/** Every rate limit, session lifetime and housekeeping period in one place; createApp({ limits }) overrides any of them (tests use small ones). */

/** At most `limit` counted events per `windowMs` for one key. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface Limits {
  /** Login attempts for one username (case-insensitive) from one client address (docs/decisions.md#login-limits). */
  loginFailuresPerUsername: RateRule;
  /** Login attempts from one client address, whatever the username; successful ones are taken back. */
  loginFailuresPerAddress: RateRule;
  /** Sign-up attempts from one client address. */
  signupsPerAddress: RateRule;
  /** Stories, groups and photos posted by guests, per client address. */
  guestPostsPerAddress: RateRule;
  /** Upload URLs issued per client address. */
  uploadUrlsPerAddress: RateRule;
  /** Replies and comments per member. */
  repliesPerMember: RateRule;
  /** Replies and comments per member while their account is newer than `newMemberMs` (a spam brake). */
  newMemberReplies: RateRule;
  /** How long a member counts as new. */
  newMemberMs: number;
  /** Wellness challenges one member may start (moderators' own are not counted): a brake on spam filling the list. */
  challengesPerMember: RateRule;
  /** A session ends after this long without a request (the cookie rolls on every request). */
  sessionIdleMs: number;
  /** A session ends this long after login, however active. */
  sessionAbsoluteMs: number;
  /** How often the housekeeping job runs (docs/decisions.md#housekeeping). */
  housekeepingIntervalMs: number;
  /** How often the scheduler publishes what is due (docs/decisions.md#drafts-and-scheduling): at most this late. */
  publishIntervalMs: number;
  /** An upload no pet photo shows this long after its URL was issued is removed, files and all. */
  unsharedUploadMaxAgeMs: number;
  /** Live events are kept this long for streams that reconnect; older ones go. */
  liveEventMaxAgeMs: number;
  /** Reports sent by guests, per client address (members are accountable through their account). */
  guestReportsPerAddress: RateRule;
  /** Reports sent by one member, whatever they report: a few an hour is genuine use, a burst is not. */
  reportsPerMember: RateRule;
  /**
   * The net for when no moderator is awake: an item reported by this many members who count (older
   * than `newMemberMs` when they reported, and in good standing), each address once, for reasons other
   * than "someone may be at risk", is hidden until a moderator looks (a count; services/reports.ts).
   */
  reportsToHide: number;
  /** Two-factor code attempts (login, turning it off, new recovery codes) per account, from anywhere. */
  twoFactorAttemptsPerAccount: RateRule;
  /** Two-factor code attempts per client address, whatever the account; successful ones are taken back. */
  twoFactorAttemptsPerAddress: RateRule;
  /** Data exports a member may start: each one reads everything they wrote. */
  dataExportsPerMember: RateRule;
  /** Verification links a member may ask for (adding or changing their address). */
  emailVerificationsPerMember: RateRule;
  /**
   * Mail about one address caused by adding it or signing up with it (its verification link, or
   * word to its owner that someone tried it), whatever account asks; more are answered alike but send nothing.
   */
  emailVerificationsPerAddress: RateRule;
  /** "Forgot password" requests from one client address. */
  passwordResetsPerAddress: RateRule;
  /** "Forgot password" requests naming one email address, from anywhere. */
  passwordResetsPerEmail: RateRule;
  /** Newsletter sign-ups from one client address. */
  newsletterSubscribesPerAddress: RateRule;
  /** Newsletter confirmation emails to one address, from anywhere; more sign-ups are answered alike but send nothing. */
  newsletterConfirmationsPerEmail: RateRule;
  /** Contact Us messages from one client address, visitor or member (docs/decisions.md#footer-pages). */
  contactMessagesPerAddress: RateRule;
  /** A Contact Us message is removed this long after a moderator marked it handled (housekeeping). */
  handledContactMessageMaxAgeMs: number;
  /** URLs in one sitemap page; the sitemap protocol allows at most 50,000 (more is read as 50,000). */
  sitemapPageSize: number;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerUsername: { limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  signupsPerAddress: { limit: 10, windowMs: HOUR },
  guestPostsPerAddress: { limit: 20, windowMs: HOUR },
  uploadUrlsPerAddress: { limit: 30, windowMs: HOUR },
  repliesPerMember: { limit: 10, windowMs: MINUTE },
  newMemberReplies: { limit: 30, windowMs: DAY },
  newMemberMs: DAY,
  challengesPerMember: { limit: 5, windowMs: HOUR },
  sessionIdleMs: 7 * DAY,
  sessionAbsoluteMs: 30 * DAY,
  housekeepingIntervalMs: HOUR,
  publishIntervalMs: 5 * 1000,
  unsharedUploadMaxAgeMs: DAY,
  liveEventMaxAgeMs: DAY,
  guestReportsPerAddress: { limit: 10, windowMs: HOUR },
  reportsPerMember: { limit: 15, windowMs: HOUR },
  reportsToHide: 3,
  twoFactorAttemptsPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  twoFactorAttemptsPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  dataExportsPerMember: { limit: 5, windowMs: DAY },
  emailVerificationsPerMember: { limit: 5, windowMs: HOUR },
  emailVerificationsPerAddress: { limit: 5, windowMs: DAY },
  passwordResetsPerAddress: { limit: 10, windowMs: HOUR },
  passwordResetsPerEmail: { limit: 3, windowMs: HOUR },
  newsletterSubscribesPerAddress: { limit: 10, windowMs: HOUR },
  newsletterConfirmationsPerEmail: { limit: 3, windowMs: DAY },
  contactMessagesPerAddress: { limit: 5, windowMs: HOUR },
  handledContactMessageMaxAgeMs: 90 * DAY,
  sitemapPageSize: 50_000,
};

/** The defaults with `overrides` laid over them. */
export function resolveLimits(overrides: Partial<Limits> = {}): Limits {
  return { ...DEFAULT_LIMITS, ...overrides };
}

/** The environment variable that sets `key`: `repliesPerMember` → `LIMIT_REPLIES_PER_MEMBER`, `sessionIdleMs` → `LIMIT_SESSION_IDLE`. */
export function limitVariable(key: keyof Limits): string {
  return `LIMIT_${key
    .replace(/Ms$/, "")
    .replace(/[A-Z]/g, (letter) => `_${letter}`)
    .toUpperCase()}`;
}

const UNIT_MS = { ms: 1, s: 1000, m: MINUTE, h: HOUR, d: DAY } as const;
const DURATION = /^(\d+)(ms|s|m|h|d)$/;

/** "30s", "15m", "1h", "7d" (or "500ms") in milliseconds; undefined when it is not one. */
export function parseDuration(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return ms > 0 && Number.isSafeInteger(ms) ? ms : undefined;
}

/** A whole number of at least 1 ("3"); undefined when it is not one. */
export function parseCount(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const count = Number(text.trim());
  return count >= 1 && Number.isSafeInteger(count) ? count : undefined;
}

/** "10/1m": at most 10 per minute; undefined when it is not one. */
export function parseRateRule(text: string): RateRule | undefined {
  const [count, window, ...rest] = text.split("/");
  if (rest.length > 0 || !count || !/^\d+$/.test(count.trim()) || window === undefined) return undefined;
  const windowMs = parseDuration(window);
  const limit = Number(count);
  return windowMs && limit >= 1 && Number.isSafeInteger(limit) ? { limit, windowMs } : undefined;
}

/** What kind of value a limit is: a rate, a period (its key ends in Ms) or a plain count. */
function limitKind(key: keyof Limits): "rate" | "period" | "count" {
  if (typeof DEFAULT_LIMITS[key] === "object") return "rate";
  return key.endsWith("Ms") ? "period" : "count";
}

const LIMIT_FORMATS = {
  rate: { parse: parseRateRule, shape: "a count per period, such as 10/1m (periods in s, m, h or d)" },
  period: { parse: parseDuration, shape: "a period, such as 30s, 15m, 1h or 7d" },
  count: { parse: parseCount, shape: "a whole number of at least 1, such as 3" },
} as const;

/**
 * The limits `variables` set (LIMIT_*), each checked: a rate as "<count>/<duration>", a period as a
 * duration, a count as a whole number. Answers the overrides and one message per bad value.
 */
export function limitsFromVariables(variables: Record<string, string | undefined>): {
  overrides: Partial<Limits>;
  problems: string[];
} {
  const overrides: Record<string, RateRule | number> = {};
  const problems: string[] = [];
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof Limits)[]) {
    const name = limitVariable(key);
    const text = variables[name];
    if (text === undefined) continue;
    const format = LIMIT_FORMATS[limitKind(key)];
    const value = format.parse(text);
    if (value === undefined) problems.push(`${name} must be ${format.shape}`);
    else overrides[key] = value;
  }
  return { overrides: overrides as Partial<Limits>, problems };
}
