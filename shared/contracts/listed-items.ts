/**
 * Posts, stories and pet photos as the site's lists answer them (server/repositories' public rows):
 * no author id, no moderation fields. A member's page lists them, and so do the posts', stories'
 * and photos' own lists (./items.contract.ts).
 */
import { z } from "zod";
import { isoDate } from "./fields";

/** A discussion post in a list. */
export const listedPostAnswer = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  /** The author's name, or "A member" for a post shared without it. */
  author: z.string(),
  category: z.string(),
  replies: z.number().int(),
  editedAt: isoDate.nullable(),
  removedAt: isoDate.nullable(),
  lockedAt: isoDate.nullable(),
  contentWarnings: z.array(z.string()),
  anonymous: z.boolean(),
  noindex: z.boolean(),
  createdAt: isoDate,
});

/** A story in a list: its first characters (`excerpt`) and whether there is more; the full text is its own answer. */
export const listedStoryAnswer = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  author: z.string(),
  petName: z.string(),
  petType: z.string(),
  replies: z.number().int(),
  editedAt: isoDate.nullable(),
  contentWarnings: z.array(z.string()),
  anonymous: z.boolean(),
  noindex: z.boolean(),
  createdAt: isoDate,
  isGuest: z.boolean(),
  excerpt: z.string(),
  isLong: z.boolean(),
});

/** A pet photo in a list. */
export const listedPhotoAnswer = z.strictObject({
  id: z.uuid(),
  imageUrl: z.string(),
  petName: z.string(),
  petType: z.string(),
  ownerName: z.string(),
  description: z.string().nullable(),
  replies: z.number().int(),
  editedAt: isoDate.nullable(),
  contentWarnings: z.array(z.string()),
  noindex: z.boolean(),
  createdAt: isoDate,
  isGuest: z.boolean(),
});
