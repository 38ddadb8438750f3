/**
 * Counts two-factor code attempts per account and per client address (TOTP attempts must be rate
 * limited). A six-digit code has a million values: without a limit, someone who has the password
 * could try them all. Every attempt is counted before the code is checked, so concurrent guesses
 * never pass the limit; a success takes its attempt back and clears the account's count.
 */
import type { Request } from "express";
import { CODES_LIMITED } from "@shared/contracts/sign-in.contract";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { rateLimitsRepository } from "../repositories/rate-limits.repository";
import { clientAddress, overLimit } from "../middleware/rate-limit";

/** The two-factor throttle over the rate-limit counters in `db`. */
export function twoFactorThrottle(db: Database, rules: { perAccount: RateRule; perAddress: RateRule }) {
  const counters = rateLimitsRepository(db);
  // Per account from anywhere: whoever is guessing already has the password, so the account is what needs guarding.
  const keys = (req: Request, userId: string) => ({
    account: `two-factor-account:${userId}`,
    address: `two-factor-address:${clientAddress(req)}`,
  });

  return {
    /** Counts one attempt for `userId` from this address; throws 429 when either is over its limit. */
    async countAttempt(req: Request, userId: string): Promise<void> {
      const { account, address } = keys(req, userId);
      const byAddress = await counters.hit(address, rules.perAddress.windowMs);
      const byAccount = await counters.hit(account, rules.perAccount.windowMs);
      if (byAccount.hits > rules.perAccount.limit) throw overLimit(byAccount, CODES_LIMITED);
      if (byAddress.hits > rules.perAddress.limit) throw overLimit(byAddress, CODES_LIMITED);
    },
    /** Takes back a successful attempt from the address and forgets the account's failures. */
    async recordSuccess(req: Request, userId: string): Promise<void> {
      const { account, address } = keys(req, userId);
      await counters.unhit(address);
      await counters.deleteById(account);
    },
  };
}
