/**
 * Login attempt counting per client address and per username from that address: the login route's
 * own use of the rate-limit counters (docs/decisions.md#login-limits). Every attempt is counted
 * atomically BEFORE the password is checked, so concurrent guesses can never pass the limit, and
 * un-counted once it succeeds.
 */
import type { Request } from "express";
import { LOGINS_LIMITED } from "@shared/contracts/sign-in.contract";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { rateLimitsRepository } from "../repositories/rate-limits.repository";
import { clientAddress, overLimit } from "../middleware/rate-limit";

/** The login throttle over the rate-limit counters in `db`. */
export function loginThrottle(db: Database, rules: { perUsername: RateRule; perAddress: RateRule }) {
  const counters = rateLimitsRepository(db);
  // The username counter is per address too: failures elsewhere never lock the owner out.
  const keys = (req: Request, username: string) => {
    const address = clientAddress(req);
    return {
      user: `login-user:${username.toLowerCase()}@${address}`,
      address: `login-address:${address}`,
    };
  };

  return {
    /**
     * Counts this attempt against the address and against the username from this address, and
     * throws 429 when either is now over its limit. Called before the password check.
     */
    async countAttempt(req: Request, username: string): Promise<void> {
      const { user, address } = keys(req, username);
      const byAddress = await counters.hit(address, rules.perAddress.windowMs);
      const byUser = await counters.hit(user, rules.perUsername.windowMs);
      if (byUser.hits > rules.perUsername.limit) throw overLimit(byUser, LOGINS_LIMITED);
      if (byAddress.hits > rules.perAddress.limit) throw overLimit(byAddress, LOGINS_LIMITED);
    },
    /** Takes back a successful attempt from the address and forgets the username's failures from it. */
    async recordSuccess(req: Request, username: string): Promise<void> {
      const { user, address } = keys(req, username);
      await counters.unhit(address);
      await counters.deleteById(user);
    },
  };
}
