/** /api/featured: the home page's featured items; everyone reads the published ones, moderators add, edit and delete them. */
import { z } from "zod";
import { listQuerySchema } from "../api";
import { SITE_IMAGE_OUTSIDE_MESSAGE } from "../fields";
import { itemNotFoundMessage } from "../item-kinds";
import { ALREADY_PUBLISHED_MESSAGE, PUBLICATION_STATUSES } from "../publication";
import { editFeaturedItemSchema, newFeaturedItemSchema } from "./featured.body";
import { idParams, isoDate } from "./fields";
import { defineRoute, type WireItem } from "./route-contract";

export const FEATURED_ITEM_NOT_FOUND = itemNotFoundMessage("featured");

/** A featured item as the API answers it (a row of the featured_items table). */
export const featuredItemAnswer = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  url: z.string().nullable(),
  status: z.enum(PUBLICATION_STATUSES),
  /** When a scheduled item publishes itself; null for the others. */
  publishAt: isoDate.nullable(),
  /** When it was published (or written, while it is a draft or scheduled). */
  createdAt: isoDate,
});

export const featuredContract = {
  list: defineRoute({
    method: "GET",
    path: "/api/featured",
    summary: "Published featured items, newest first, a page at a time",
    access: "public",
    query: listQuerySchema,
    status: 200,
    answer: z.array(featuredItemAnswer),
    paged: true,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/featured",
    summary: "Adds a featured item, published now unless sent as a draft or scheduled; an image must be an upload",
    access: "moderator",
    body: newFeaturedItemSchema,
    status: 201,
    answer: featuredItemAnswer,
    errors: { 400: SITE_IMAGE_OUTSIDE_MESSAGE },
  }),
  edit: defineRoute({
    method: "PATCH",
    path: "/api/featured/:id",
    summary: "Changes any of a featured item's fields (at least one), and the status of one not yet published",
    access: "moderator",
    params: idParams,
    body: editFeaturedItemSchema,
    status: 200,
    answer: featuredItemAnswer,
    notFound: FEATURED_ITEM_NOT_FOUND,
    errors: { 400: SITE_IMAGE_OUTSIDE_MESSAGE, 409: ALREADY_PUBLISHED_MESSAGE },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/featured/:id",
    summary: "Deletes a featured item; its image stops being served once nothing else shows it",
    access: "moderator",
    params: idParams,
    status: 204,
    answer: null,
    notFound: FEATURED_ITEM_NOT_FOUND,
  }),
};

/** A featured item as the client reads it. */
export type FeaturedItemView = WireItem<typeof featuredContract.list>;
