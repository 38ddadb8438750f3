/** One Passport per app (never the global singleton), so test apps and processes do not share strategies. */
import type { Request } from "express";
import { Passport } from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { Database } from "../db";
import { usersRepository } from "../repositories/users.repository";
import { verifyAgainstNothing, verifyPassword } from "./password";
import { sessionMemberOf } from "./session-members";

/** Passport with the username/password strategy; the session keeps only the user id. */
export function createPassport(db: Database) {
  const users = usersRepository(db);
  const passport = new Passport();

  passport.use(
    new LocalStrategy((username, password, done) => {
      (async () => {
        const found = await users.findForLogin(username);
        const matches = found
          ? await verifyPassword(found.passwordHash, password)
          : await verifyAgainstNothing(password);
        if (!found || !matches) return false;
        const { passwordHash: _hash, ...user } = found;
        return user;
      })().then((user) => done(null, user), done);
    }),
  );

  passport.serializeUser((user, done) => done(null, user.id));

  // Read on every request, so a role change or a deleted account takes effect at once: with the
  // session's own row when the store read it (server/auth/session-members.ts), else on its own.
  passport.deserializeUser<string, Request>((req, id, done) => {
    const member = sessionMemberOf(req, id);
    if (member !== undefined) {
      done(null, member ?? false);
      return;
    }
    users.findById(id).then((user) => done(null, user ?? false), done);
  });

  return passport;
}

/** The Passport instance an app uses. */
export type AppPassport = ReturnType<typeof createPassport>;
