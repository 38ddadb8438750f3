/**
 * /api/account/sessions: where the signed-in member is signed in, and signing out one session (their
 * own current one too, which is logging out) or all the others.
 */
import { z } from "zod";
import { isoDate } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

export const SESSION_NOT_FOUND = "That session isn't signed in any more";

/** `:id`: a session's handle (a SHA-256 of its id, 24 hex characters); anything else names no session. */
const sessionHandleParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });

/** One place the member is signed in. Never the session id itself. */
export const signedInSessionAnswer = z.strictObject({
  /** A SHA-256 of the session id (hex, 24 characters): names it for signing out, opens nothing. */
  id: z.string(),
  device: z.string(),
  /** Accurate to about a minute (the store writes a session's expiry at most once a minute). */
  lastActiveAt: isoDate,
  /** Null for a session from before logins were timed. */
  signedInAt: isoDate.nullable(),
  /** True for the session this request came with. */
  current: z.boolean(),
});

/** One session as the server's service makes it (dates as Dates). */
export type SignedInSession = z.output<typeof signedInSessionAnswer>;

export const accountSessionsContract = {
  list: defineRoute({
    method: "GET",
    path: "/api/account/sessions",
    summary: "Where the member is signed in, the most recently active first (all of them, not paged)",
    access: "member",
    status: 200,
    answer: z.array(signedInSessionAnswer),
  }),
  signOutOthers: defineRoute({
    method: "POST",
    path: "/api/account/sessions/sign-out-others",
    summary: "Signs out every session of the member's but this one and answers how many",
    access: "member",
    status: 200,
    answer: z.strictObject({ signedOut: z.number().int() }),
  }),
  signOut: defineRoute({
    method: "DELETE",
    path: "/api/account/sessions/:id",
    summary: "Signs out one of the member's sessions; this browser's own is logging out",
    access: "member",
    params: sessionHandleParams,
    status: 204,
    answer: null,
    notFound: SESSION_NOT_FOUND,
  }),
};

/** One session as the client reads it. */
export type SignedInSessionView = WireAnswer<typeof accountSessionsContract.list>[number];
/** What signing out the other sessions answers. */
export type SignedOutOthersView = WireAnswer<typeof accountSessionsContract.signOutOthers>;
