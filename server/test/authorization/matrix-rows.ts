/**
 * The authorization matrix's vocabulary: who asks, what a row is, and who may (the access
 * shorthands). The rows live in authorization-matrix.table.ts and, for the account routes,
 * account-rows.ts.
 */
import type { Agent, Response } from "supertest";
import type { UploadTicket } from "@shared/api";
import type { RouteSpec } from "@shared/contracts/route-contract";

/**
 * Who asks. For routes under /:userId the id is always `member`'s own: `member` is its owner,
 * `otherMember` another member trying it, `moderator` a moderator trying it (no more rights there).
 */
export const ROLES = ["anonymous", "member", "otherMember", "moderator"] as const;
export type Role = (typeof ROLES)[number];

export interface TestUser {
  id: string;
  username: string;
}

/** What a row's request may use: the app's fixtures, made once for the file. */
export interface MatrixFixtures {
  users: Record<Exclude<Role, "anonymous">, TestUser>;
  /** A moderator (or `member`, when `as` says so) creates one row through the API and answers its id. */
  create: (path: string, body: object, as?: "moderator" | "member") => Promise<string>;
  /**
   * A stored photo's object path, never used by a pet photo yet (a fresh upload each call),
   * uploaded by `client` (only its uploader may share it), or by the moderator `create` posts as.
   */
  uploadPhoto: (client?: Agent) => Promise<string>;
  /** A stored photo's object path uploaded by `member`, for a pet photo `create(..., "member")` shares. */
  memberUpload: () => Promise<string>;
  /** A visitor (logged in nowhere) creates one row through the API and answers its id. */
  createAsGuest: (path: string, body: object) => Promise<string>;
  /** A stored photo's object path uploaded by a visitor, for a pet photo `createAsGuest` shares. */
  guestUpload: () => Promise<string>;
  /** The object path of a stored photo a pet photo shows (only shared uploads are served). */
  sharedPhoto: () => Promise<string>;
  /** A fresh one-use upload URL, and an image to PUT there. */
  uploadTicket: () => Promise<UploadTicket>;
  imageBytes: Buffer;
  /** A new member account with the test password, logged in nowhere. */
  newAccount: () => Promise<TestUser>;
  /** The active hero's id. */
  heroId: string;
  /** A recommendation of `member`'s, fresh from generating their list (generating replaces unviewed ones). */
  memberRecommendation: () => Promise<string>;
  /** The moderator `create` posts as, for a change a row's request needs made first (renaming an article). */
  moderatorAgent: Agent;
  /** A different value on each call, for names that must be unique. */
  unique: () => string;
  /** Gives the user with this id a verified email address (a newsletter test goes there). */
  verifyEmail: (userId: string) => Promise<void>;
  /** A fresh open moderation case (a reported post), for the rows about acting on one. */
  openCase: () => Promise<string>;
}

export interface MatrixRow {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route's full path pattern, exactly as the app registers it. */
  path: string;
  /** What this row shows, when one route needs more than one row. */
  case?: string;
  expected: Record<Role, number>;
  /** The message a refused role reads, when not the usual "Please log in to continue" / "Only moderators can do that". */
  refusals?: Partial<Record<401 | 403, string>>;
  /** Sends the request with `client` (the role's agent). `self` is the role's user (none for anonymous). */
  send: (client: Agent, fixtures: MatrixFixtures, self: TestUser | undefined) => PromiseLike<Response>;
  /** The request ends the session it is sent with (logout): each role sends it from a fresh login. */
  endsSession?: boolean;
}

/** The usual refusals (server/middleware/auth.ts). */
export const DEFAULT_REFUSALS = { 401: "Please log in to continue", 403: "Only moderators can do that" } as const;

export type Access = Pick<MatrixRow, "expected" | "refusals">;
export const everyone = (status: number): Access => ({
  expected: { anonymous: status, member: status, otherMember: status, moderator: status },
});
export const membersOnly = (status: number): Access => ({
  expected: { anonymous: 401, member: status, otherMember: status, moderator: status },
});
export const moderatorsOnly = (status: number): Access => ({
  expected: { anonymous: 401, member: 403, otherMember: 403, moderator: status },
});
/** Routes on `member`'s own id (server/middleware/own-user.ts): nobody else, moderators included. */
export const ownerOnly = (
  status: number,
  refusal = "You can only use your own recommendations and preferences",
): Access => ({
  expected: { anonymous: 401, member: status, otherMember: 403, moderator: 403 },
  refusals: { 403: refusal },
});

/** Who may call a route whose contract says `access`, as the matrix expects it ("owner" and "author" routes keep their own rows). */
const CONTRACT_ACCESS: Partial<Record<RouteSpec["access"], (status: number) => Access>> = {
  public: everyone,
  member: membersOnly,
  moderator: moderatorsOnly,
};

/**
 * A row read from a route's contract: its method, path and who may call it, the success status
 * its contract answers, and how to send it. The matrix then checks the contract's access.
 */
export function contractRow(contract: RouteSpec, send: MatrixRow["send"]): MatrixRow {
  const access = CONTRACT_ACCESS[contract.access];
  if (!access)
    throw new Error(`${contract.method} ${contract.path}: write this ${contract.access} route's row by hand`);
  return { method: contract.method, path: contract.path, ...access(contract.status), send };
}
