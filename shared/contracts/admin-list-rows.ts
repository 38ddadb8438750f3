/**
 * A row of each of /admin's lists (GET /api/moderation/lists/:list, ./moderation.contract.ts): the
 * kind's answer as the site's own lists give it, with what moderators read besides (when it was
 * held or hidden, and why) and its status as the list reads it
 * (server/repositories/admin-lists.repository.ts). No field names a member's account.
 */
import { z } from "zod";
import type { AdminListId } from "../admin-lists";
import { PUBLICATION_STATUSES } from "../publication";
import { categoryAnswer } from "./categories.contract";
import { featuredItemAnswer } from "./featured.contract";
import { isoDate } from "./fields";
import { groupAnswer } from "./groups.contract";
import { listedPhotoAnswer, listedPostAnswer, listedStoryAnswer } from "./listed-items";
import { memberOfTheMonthAnswer } from "./member-of-the-month.contract";
import { resourceAnswer } from "./resources.contract";
import { editedChallengeAnswer } from "./wellness-challenges.contract";

/** A list without statuses reads every row as published. */
const alwaysPublished = z.literal("published");
/** The states of what members share: held for a moderator, hidden, or published. */
const sharedItemStatus = z.enum(["published", "held", "hidden"]);

/** What every member-shared item carries for moderation. */
const moderated = {
  heldAt: isoDate.nullable(),
  hiddenAt: isoDate.nullable(),
  hiddenReason: z.string().nullable(),
};

/** A site image's address and its words for people who cannot see it. */
const image = { imageUrl: z.string().nullable(), imageAlt: z.string() };

/** The featured items' list reads each as the API answers it, with its publication status. */
const featuredRow = featuredItemAnswer;

const blogRow = z.strictObject({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  author: z.string(),
  ...image,
  status: z.enum(PUBLICATION_STATUSES),
  publishAt: isoDate.nullable(),
  editedAt: isoDate.nullable(),
  createdAt: isoDate,
});

const resourceRow = resourceAnswer.extend({ status: alwaysPublished });

const categoryRow = categoryAnswer.extend({ status: alwaysPublished });

const memberOfTheMonthRow = memberOfTheMonthAnswer.extend({
  /** "current": the one the public card shows; every other entry is "earlier". */
  status: z.enum(["current", "earlier"]),
});

const postRow = listedPostAnswer.extend({
  ...moderated,
  /** "removed": its author removed it and its thread stays. */
  status: z.enum([...sharedItemStatus.options, "removed"]),
});

/** A story whole: its text rather than the list's excerpt, and its author's name whoever wrote it. */
const storyRow = listedStoryAnswer
  .omit({ excerpt: true, isLong: true, isGuest: true })
  .extend({ content: z.string(), ...moderated, status: sharedItemStatus });

const groupRow = groupAnswer.extend({ ...moderated, status: sharedItemStatus });

const photoRow = listedPhotoAnswer.omit({ isGuest: true }).extend({ ...moderated, status: sharedItemStatus });

const challengeRow = editedChallengeAnswer.extend({
  ...moderated,
  status: z.enum(["upcoming", "running", "ended"]),
});

/** Each list's row, by the list's id. */
export const ADMIN_LIST_ROWS = {
  featured: featuredRow,
  blog: blogRow,
  resources: resourceRow,
  community: postRow,
  stories: storyRow,
  groups: groupRow,
  photos: photoRow,
  categories: categoryRow,
  "member-of-the-month": memberOfTheMonthRow,
  challenges: challengeRow,
} as const satisfies Record<AdminListId, z.ZodType>;

/** A row of any of the lists: the list's id in the path says which. */
export const adminListRowAnswer = z.union([
  ADMIN_LIST_ROWS.featured,
  ADMIN_LIST_ROWS.blog,
  ADMIN_LIST_ROWS.resources,
  ADMIN_LIST_ROWS.community,
  ADMIN_LIST_ROWS.stories,
  ADMIN_LIST_ROWS.groups,
  ADMIN_LIST_ROWS.photos,
  ADMIN_LIST_ROWS.categories,
  ADMIN_LIST_ROWS["member-of-the-month"],
  ADMIN_LIST_ROWS.challenges,
]);
