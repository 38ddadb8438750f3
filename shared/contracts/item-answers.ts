/**
 * A post, story and pet photo as their own routes answer them (./items.contract.ts): as shared
 * (the listed shape, ./listed-items.ts, and whether it was published or held), and as its own page
 * shows it to the asking person (GET /:id and PATCH /:id).
 */
import { z } from "zod";
import { listedPhotoAnswer, listedPostAnswer, listedStoryAnswer } from "./listed-items";
import { reactionSummaryAnswer } from "./reactions.contract";

/** Whether a shared item was published, or held for a moderator (only its author and moderators see it). */
const sharedStatus = { status: z.enum(["published", "held"]) };

/** A post just shared. */
export const createdPostAnswer = listedPostAnswer.extend(sharedStatus);
/** A story just shared, its whole text (lists show an excerpt). */
export const createdStoryAnswer = listedStoryAnswer
  .omit({ excerpt: true, isLong: true })
  .extend({ content: z.string(), ...sharedStatus });
/** A pet photo just shared. */
export const createdPhotoAnswer = listedPhotoAnswer.extend(sharedStatus);

/**
 * A date on an item's page: an ISO 8601 string on the server too, not `isoDate`, as the item view
 * service (server/services/item-views.ts) writes the shape the server-rendered page and the
 * client share.
 */
const isoText = z.iso.datetime({ offset: true });

/** What the asking person reads about an item beside its words, on its own page. */
const pageFields = {
  createdAt: isoText,
  editedAt: isoText.nullable(),
  /** Published to everyone; held (its author and moderators only) or hidden (its words blanked for others). */
  status: z.enum(["published", "held", "hidden"]),
  /** Why it is hidden: for its author and moderators only, null for everyone else. */
  hiddenReason: z.string().nullable(),
  /** For moderators only, on an item posted as "A member": who wrote it. Null otherwise. */
  postedBy: z.string().nullable(),
  /** The member page its shown author links to; null for a guest's item or one posted as "A member". */
  authorUsername: z.string().nullable(),
  reactions: reactionSummaryAnswer,
  /** Its member author or a moderator may edit and delete it. */
  canEdit: z.boolean(),
  /** A moderator's: the versions an edit replaced (GET …/:id/revisions). */
  canSeeRevisions: z.boolean(),
};

/** A discussion on its own page; one its author removed keeps its place with no title or text. */
export const postPageAnswer = listedPostAnswer.extend({
  ...pageFields,
  removedAt: isoText.nullable(),
  lockedAt: isoText.nullable(),
});

/** A story on its own page, its whole text (blank while hidden from the reader). */
export const storyPageAnswer = listedStoryAnswer.omit({ excerpt: true, isLong: true }).extend({
  ...pageFields,
  content: z.string(),
});

/** A pet photo on its own page (its image, name and caption blank while hidden from the reader). */
export const photoPageAnswer = listedPhotoAnswer.extend(pageFields);
