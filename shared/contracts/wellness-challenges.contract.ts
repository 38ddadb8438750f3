/**
 * /api/wellness-challenges: members start challenges (screened for crisis phrases, and counted: a
 * few an hour), join and leave them; everyone reads the ones they may see; moderators edit and delete.
 */
import { z } from "zod";
import { listQuerySchema } from "../api";
import { SITE_IMAGE_OUTSIDE_MESSAGE } from "../fields";
import { itemNotFoundMessage } from "../item-kinds";
import {
  CHALLENGE_DATES_MESSAGE,
  editChallengeSchema,
  insertWellnessChallengeSchema,
} from "./wellness-challenges.body";
import { idParams, isoDate } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

export const CHALLENGE_NOT_FOUND = itemNotFoundMessage("challenge");
export const CHALLENGE_ENDED = "This challenge has ended";

/** A challenge's own fields, as a moderator's edit answers them: no creator, no moderation state. */
export const editedChallengeAnswer = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  participants: z.number().int(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  createdAt: isoDate,
});

/**
 * A challenge as the list shows it to its reader. Everyone is sent the published ones; its creator
 * and moderators are sent it held or hidden too, marked so (docs/decisions.md#safety-first).
 */
export const challengeAnswer = editedChallengeAnswer.extend({
  status: z.enum(["published", "held", "hidden"]),
  /** Why it is hidden: for its creator and moderators only, null for everyone else. */
  hiddenReason: z.string().nullable(),
  /** A member started it (not the site's moderators): anyone but its creator may report it. */
  memberMade: z.boolean(),
  /** The reader started it. */
  isOwn: z.boolean(),
});

/** A join or a leave: the challenge's count of members in it now, and whether the caller is one. */
export const participationAnswer = z.strictObject({
  challengeId: z.uuid(),
  participants: z.number().int(),
  joined: z.boolean(),
});

export const wellnessChallengesContract = {
  list: defineRoute({
    method: "GET",
    path: "/api/wellness-challenges",
    summary: "The challenges not yet ended that the reader may see, newest first, a page at a time",
    access: "public",
    query: listQuerySchema,
    status: 200,
    answer: z.array(challengeAnswer),
    paged: true,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/wellness-challenges",
    summary:
      "Starts a challenge; one that names an imminent risk is held for a moderator. Only a moderator's upload may be its picture",
    access: "member",
    body: insertWellnessChallengeSchema,
    status: 201,
    answer: challengeAnswer,
    errors: {
      400: SITE_IMAGE_OUTSIDE_MESSAGE,
      429: "A member has started several challenges in a short while (the message says when they can start another)",
    },
  }),
  edit: defineRoute({
    method: "PATCH",
    path: "/api/wellness-challenges/:id",
    summary: "Changes any of a challenge's fields (at least one); the edit goes in the audit log",
    access: "moderator",
    params: idParams,
    body: editChallengeSchema,
    status: 200,
    answer: editedChallengeAnswer,
    notFound: CHALLENGE_NOT_FOUND,
    errors: { 400: CHALLENGE_DATES_MESSAGE },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/wellness-challenges/:id",
    summary: "Deletes a challenge; its image stops being served once nothing else shows it",
    access: "moderator",
    params: idParams,
    status: 204,
    answer: null,
    notFound: CHALLENGE_NOT_FOUND,
  }),
  joined: defineRoute({
    method: "GET",
    path: "/api/wellness-challenges/joined",
    summary: "The ids of the challenges the caller has joined",
    access: "member",
    status: 200,
    answer: z.array(z.uuid()),
  }),
  join: defineRoute({
    method: "POST",
    path: "/api/wellness-challenges/:id/participants",
    summary: "Joins a challenge the caller sees in full (joining twice changes nothing)",
    access: "member",
    params: idParams,
    status: 200,
    answer: participationAnswer,
    notFound: CHALLENGE_NOT_FOUND,
    errors: { 409: CHALLENGE_ENDED },
  }),
  leave: defineRoute({
    method: "DELETE",
    path: "/api/wellness-challenges/:id/participants",
    summary: "Leaves a challenge (leaving one not joined changes nothing)",
    access: "member",
    params: idParams,
    status: 200,
    answer: participationAnswer,
    notFound: CHALLENGE_NOT_FOUND,
  }),
};

/** A challenge as the server's list and create hand it over (dates as Dates). */
export type Challenge = z.output<typeof challengeAnswer>;
/** A join or a leave as the server hands it over. */
export type ChallengeParticipation = z.output<typeof participationAnswer>;

/** A challenge as the client reads it. */
export type ChallengeView = WireAnswer<typeof wellnessChallengesContract.create>;
/** A join or a leave as the client reads it. */
export type ChallengeParticipationView = WireAnswer<typeof wellnessChallengesContract.join>;
