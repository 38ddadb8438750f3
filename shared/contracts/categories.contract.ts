/** /api/categories: badge categories; everyone reads them, moderators add, edit and delete them. */
import { z } from "zod";
import { listQuerySchema } from "../api";
import { editCategorySchema, insertCategorySchema } from "./categories.body";
import { idParams, isoDate } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

export const CATEGORY_NOT_FOUND = "Category not found";
export const CATEGORY_NAME_TAKEN = "A category with that name already exists";

/** A category as the API answers it (a row of the categories table). */
export const categoryAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  contentType: z.string(),
  createdAt: isoDate,
});

export const categoriesContract = {
  list: defineRoute({
    method: "GET",
    path: "/api/categories",
    summary: "The badge categories, newest first, a page at a time",
    access: "public",
    query: listQuerySchema,
    status: 200,
    answer: z.array(categoryAnswer),
    paged: true,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/categories",
    summary: "Adds a badge category",
    access: "moderator",
    body: insertCategorySchema,
    status: 201,
    answer: categoryAnswer,
    errors: { 409: CATEGORY_NAME_TAKEN },
  }),
  edit: defineRoute({
    method: "PATCH",
    path: "/api/categories/:id",
    summary: "Changes any of a category's fields (at least one); the edit goes in the audit log",
    access: "moderator",
    params: idParams,
    body: editCategorySchema,
    status: 200,
    answer: categoryAnswer,
    notFound: CATEGORY_NOT_FOUND,
    errors: { 409: CATEGORY_NAME_TAKEN },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/categories/:id",
    summary: "Deletes a category",
    access: "moderator",
    params: idParams,
    status: 204,
    answer: null,
    notFound: CATEGORY_NOT_FOUND,
  }),
};

/** A category as the client reads it. */
export type CategoryView = WireAnswer<typeof categoriesContract.create>;
