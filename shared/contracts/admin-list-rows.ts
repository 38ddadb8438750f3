/**
 * A row of each of /admin's lists (GET /api/moderation/lists/:list, ./moderation.contract.ts): its
 * table's columns, less the ones naming a member's account (moderators read the name shown), with
 * its status as the list reads it (server/repositories/admin-lists.repository.ts).
 */
import { z } from "zod";
import type { AdminListId } from "../admin-lists";
import { PUBLICATION_STATUSES } from "../publication";
import { isoDate } from "./fields";

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

const featuredRow = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  url: z.string().nullable(),
  status: z.enum(PUBLICATION_STATUSES),
  publishAt: isoDate.nullable(),
  createdAt: isoDate,
});

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

const resourceRow = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  url: z.string().nullable(),
  ...image,
  createdAt: isoDate,
  status: alwaysPublished,
});

const categoryRow = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  contentType: z.string(),
  createdAt: isoDate,
  status: alwaysPublished,
});

const memberOfTheMonthRow = z.strictObject({
  id: z.uuid(),
  memberName: z.string(),
  petName: z.string(),
  petType: z.string(),
  story: z.string(),
  month: z.string(),
  year: z.number().int(),
  ...image,
  chosenAt: isoDate.nullable(),
  createdAt: isoDate,
  /** "current": the one the public card shows; every other entry is "earlier". */
  status: z.enum(["current", "earlier"]),
});

const postRow = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  author: z.string(),
  category: z.string(),
  replies: z.number().int(),
  editedAt: isoDate.nullable(),
  removedAt: isoDate.nullable(),
  lockedAt: isoDate.nullable(),
  ...moderated,
  contentWarnings: z.array(z.string()),
  anonymous: z.boolean(),
  noindex: z.boolean(),
  createdAt: isoDate,
  /** "removed": its author removed it and its thread stays. */
  status: z.enum([...sharedItemStatus.options, "removed"]),
});

const storyRow = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  author: z.string(),
  petName: z.string(),
  petType: z.string(),
  replies: z.number().int(),
  editedAt: isoDate.nullable(),
  ...moderated,
  contentWarnings: z.array(z.string()),
  anonymous: z.boolean(),
  noindex: z.boolean(),
  createdAt: isoDate,
  status: sharedItemStatus,
});

const groupRow = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  type: z.string(),
  schedule: z.string(),
  contactInfo: z.string(),
  ...moderated,
  createdAt: isoDate,
  status: sharedItemStatus,
});

const photoRow = z.strictObject({
  id: z.uuid(),
  imageUrl: z.string(),
  petName: z.string(),
  petType: z.string(),
  ownerName: z.string(),
  description: z.string().nullable(),
  replies: z.number().int(),
  editedAt: isoDate.nullable(),
  ...moderated,
  contentWarnings: z.array(z.string()),
  noindex: z.boolean(),
  createdAt: isoDate,
  status: sharedItemStatus,
});

const challengeRow = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  participants: z.number().int(),
  ...image,
  ...moderated,
  createdAt: isoDate,
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
