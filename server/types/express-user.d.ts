import type { UserRole } from "@shared/constants";

declare global {
  namespace Express {
    interface User {
      id: string;
      username: string;
      role: UserRole;
      /** Set while a moderator has suspended the account; null `suspendedUntil` means until lifted. */
      suspendedAt: Date | null;
      suspendedUntil: Date | null;
    }
  }
}

export {};
