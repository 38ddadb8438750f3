/** /api/resources: articles and links in sections; everyone reads them, moderators add, edit and delete them. */
import { z } from "zod";
import { listQuerySchema } from "../api";
import { RESOURCE_CATEGORIES, optionValues } from "../constants";
import { SITE_IMAGE_OUTSIDE_MESSAGE, oneOf } from "../fields";
import { itemNotFoundMessage } from "../item-kinds";
import { createResourceSchema, editResourceSchema } from "./resources.body";
import { idParams, isoDate } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

export const RESOURCE_NOT_FOUND = itemNotFoundMessage("resource");
/** What DELETE answers for a resource that is not there (older wording than the other routes'). */
export const RESOURCE_NOT_FOUND_FOR_DELETE = "Resource not found";

/** A resource as the API answers it (a row of the resources table). */
export const resourceAnswer = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  createdAt: isoDate,
});

/** `?limit=&cursor=`, and `?category=` for one section. */
export const resourceListQuery = listQuerySchema.extend({
  category: oneOf("Category", optionValues(RESOURCE_CATEGORIES)).optional(),
});

export const resourcesContract = {
  list: defineRoute({
    method: "GET",
    path: "/api/resources",
    summary: "Resources, newest first, a page at a time; ?category= gives one section",
    access: "public",
    query: resourceListQuery,
    status: 200,
    answer: z.array(resourceAnswer),
    paged: true,
  }),
  get: defineRoute({
    method: "GET",
    path: "/api/resources/:id",
    summary: "One resource, for its own page",
    access: "public",
    params: idParams,
    status: 200,
    answer: resourceAnswer,
    notFound: RESOURCE_NOT_FOUND,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/resources",
    summary: "Adds a resource; an image must be an upload of the moderator's, with its alt text",
    access: "moderator",
    body: createResourceSchema,
    status: 201,
    answer: resourceAnswer,
    errors: { 400: SITE_IMAGE_OUTSIDE_MESSAGE },
  }),
  edit: defineRoute({
    method: "PATCH",
    path: "/api/resources/:id",
    summary: "Changes any of a resource's fields (at least one); the edit goes in the audit log",
    access: "moderator",
    params: idParams,
    body: editResourceSchema,
    status: 200,
    answer: resourceAnswer,
    notFound: RESOURCE_NOT_FOUND,
    errors: { 400: SITE_IMAGE_OUTSIDE_MESSAGE },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/resources/:id",
    summary: "Deletes a resource; its image stops being served once nothing else shows it",
    access: "moderator",
    params: idParams,
    status: 204,
    answer: null,
    notFound: RESOURCE_NOT_FOUND_FOR_DELETE,
  }),
};

/** A resource as the client reads it. */
export type ResourceView = WireAnswer<typeof resourcesContract.get>;
