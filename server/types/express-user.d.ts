import type { UserRole } from "@shared/schema";

declare global {
  namespace Express {
    interface User {
      id: string;
      username: string;
      role: UserRole;
    }
  }
}

export {};
