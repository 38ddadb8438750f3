/**
 * Guests may name themselves, but never as a member or as the site (docs/decisions.md#guest-names): a
 * name that folds to a member's username (any case, look-alike letters), or to one of the site's own
 * (shared/names.ts RESERVED_NAMES: "A member", "PawsWell", "Moderator"...), is refused before the post is made.
 */
import type { RequestHandler } from "express";
import { ZodError } from "zod";
import { foldName, isReservedName } from "@shared/names";
import type { Database } from "../db";
import { heldNameHash } from "../lib/held-name";
import { usersRepository } from "../repositories/users.repository";

/** The 400 for a name kept for the site and its moderators, naming `field` as validate() names a bad one. */
export function reservedNameError(field: string, label: string, value: string): ZodError {
  return new ZodError([
    {
      code: "custom",
      path: [field],
      message: `${label} is a name PawsWell keeps for itself and its moderators. Please choose another`,
      input: value,
    },
  ]);
}

/**
 * Middleware for a guest-writable route: for a guest, each of `fields` (body field → label) that
 * names a member answers 400 with that field's issue. Members' names come from their session.
 */
export function refuseMemberNames(db: Database, fields: Record<string, string>): RequestHandler {
  const users = usersRepository(db);
  return async (req, _res, next) => {
    if (req.user) return next();
    const body: unknown = req.body;
    for (const [field, label] of Object.entries(fields)) {
      const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[field] : undefined;
      if (typeof value !== "string" || value.trim() === "") continue;
      if (isReservedName(value)) throw reservedNameError(field, label, value);
      // A member's name, or one a member who left had (held for 30 days so nobody can pose as them).
      if ((await users.isNameTaken(foldName(value))) || (await users.isNameHeld(heldNameHash(value))))
        throw new ZodError([
          {
            code: "custom",
            path: [field],
            message: `${label} is a member's name. Please choose another, or log in to post as yourself`,
            input: value,
          },
        ]);
    }
    next();
  };
}
