/**
 * What a session remembers between the steps of two-factor sign-in: a secret being set up (kept in
 * the session, never in the users table, until a code confirms the app has it), and a login whose
 * password was right and which waits for a code (for five minutes, and with no one logged in yet).
 */
import type { Request } from "express";

declare module "express-session" {
  interface SessionData {
    /** The secret shown by POST /api/account/two-factor/setup, until it is confirmed. */
    twoFactorSetup?: { secret: string };
    /** A login waiting for its second factor: whose, and when the password was checked (ms). */
    pendingTwoFactorLogin?: { userId: string; at: number };
  }
}

/** How long a login waits for its code after the password. */
export const PENDING_LOGIN_MS = 5 * 60 * 1000;

/** The member whose login waits for a code in this session, unless it has waited too long. */
export function pendingLoginUserId(req: Request, now = Date.now()): string | undefined {
  const pending = req.session?.pendingTwoFactorLogin;
  if (!pending) return undefined;
  if (now - pending.at > PENDING_LOGIN_MS) {
    delete req.session.pendingTwoFactorLogin;
    return undefined;
  }
  return pending.userId;
}

/** Starts a fresh session (a new id, nothing carried over), e.g. before remembering a pending login. */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())),
  );
}
