/** Every rate limit and session lifetime in one place; createApp({ limits }) overrides any of them (tests use small ones). */

/** At most `limit` counted events per `windowMs` for one key. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface Limits {
  /** Failed logins for one username (case-insensitive). */
  loginFailuresPerUsername: RateRule;
  /** Failed logins from one client address, whatever the username. */
  loginFailuresPerAddress: RateRule;
  /** Sign-up attempts from one client address. */
  signupsPerAddress: RateRule;
  /** Stories, groups and photos posted by guests, per client address. */
  anonymousPostsPerAddress: RateRule;
  /** Upload URLs issued per client address. */
  uploadUrlsPerAddress: RateRule;
  /** A session ends after this long without a request (the cookie rolls on every request). */
  sessionIdleMs: number;
  /** A session ends this long after login, however active. */
  sessionAbsoluteMs: number;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerUsername: { limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  signupsPerAddress: { limit: 10, windowMs: HOUR },
  anonymousPostsPerAddress: { limit: 20, windowMs: HOUR },
  uploadUrlsPerAddress: { limit: 30, windowMs: HOUR },
  sessionIdleMs: 7 * DAY,
  sessionAbsoluteMs: 30 * DAY,
};

/** The defaults with `overrides` laid over them. */
export function resolveLimits(overrides: Partial<Limits> = {}): Limits {
  return { ...DEFAULT_LIMITS, ...overrides };
}
