/**
 * A version an edit replaced, as moderators read it: GET /api/{posts,stories,pet-photos,replies}/:id/revisions.
 * One shape for the four kinds' revisions routes.
 */
import { z } from "zod";
import { isoDate } from "./fields";

/** One earlier version: the text fields as they were, who changed them (null once that account is gone), and when. */
export const revisionAnswer = z.strictObject({
  id: z.uuid(),
  previous: z.record(z.string(), z.string().nullable()),
  editedBy: z.uuid().nullable(),
  createdAt: isoDate,
});

/** An item's earlier versions, newest first. */
export const revisionsAnswer = z.array(revisionAnswer);

/** A revision as the server hands it over (its date a Date). */
export type Revision = z.output<typeof revisionAnswer>;
