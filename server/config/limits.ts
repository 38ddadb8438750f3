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
  /** A session ends after this long without a request (the cookie rolls on every request). */
  sessionIdleMs: number;
  /** A session ends this long after login, however active. */
  sessionAbsoluteMs: number;
  /** How often the housekeeping job runs (docs/decisions.md#housekeeping). */
  housekeepingIntervalMs: number;
  /** An upload no pet photo shows this long after its URL was issued is removed, files and all. */
  unsharedUploadMaxAgeMs: number;
  /** Live events are kept this long for streams that reconnect; older ones go. */
  liveEventMaxAgeMs: number;
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
  sessionIdleMs: 7 * DAY,
  sessionAbsoluteMs: 30 * DAY,
  housekeepingIntervalMs: HOUR,
  unsharedUploadMaxAgeMs: DAY,
  liveEventMaxAgeMs: DAY,
};

/** The defaults with `overrides` laid over them. */
export function resolveLimits(overrides: Partial<Limits> = {}): Limits {
  return { ...DEFAULT_LIMITS, ...overrides };
}
