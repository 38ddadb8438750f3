declare global {
  namespace Express {
    interface Request {
      /**
       * Set by middleware/moderator-two-factor.ts when the operator requires moderators to use
       * two-factor sign-in (REQUIRE_MODERATOR_2FA) and this one has not turned it on yet.
       */
      isModeratorWithoutTwoFactor?: boolean;
    }
  }
}

export {};
