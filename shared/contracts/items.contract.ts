/**
 * /api/posts, /api/stories and /api/pet-photos: everyone reads the published ones (a page at a time)
 * and one by its id; members share discussions, anyone stories and photos (guests a few an hour);
 * an item's member author or a moderator edits or removes it; moderators read the versions an edit
 * replaced. The same six routes for each kind with a thread (../item-kinds.ts), made by itemRoutes.
 */
import { z } from "zod";
import { listQuerySchema } from "../api";
import { itemNoun, itemNotFoundMessage, itemPlural, type ThreadKind } from "../item-kinds";
import { idParams } from "./fields";
import { GUEST_POST_LIMIT_MESSAGE } from "./guest-post-limit";
import {
  createdPhotoAnswer,
  createdPostAnswer,
  createdStoryAnswer,
  photoPageAnswer,
  postPageAnswer,
  storyPageAnswer,
} from "./item-answers";
import {
  NOT_YOUR_UPLOAD_MESSAGE,
  PHOTO_ALREADY_SHARED_MESSAGE,
  PHOTO_REQUIRED_MESSAGE,
  REMOVED_POST_MESSAGE,
  createPetPhotoSchema,
  createPostSchema,
  editPhotoSchema,
  editPostSchema,
  editStorySchema,
  insertStorySchema,
  postListQuerySchema,
} from "./items.body";
import { listedPhotoAnswer, listedPostAnswer, listedStoryAnswer } from "./listed-items";
import { NOT_YOURS } from "./replies.contract";
import { revisionsAnswer } from "./revisions";
import { defineRoute, type ErrorStatus, type WireAnswer, type WireItem } from "./route-contract";

type Refusals = Partial<Record<ErrorStatus, string>>;

/** What differs between the kinds' routes: each schema its own type, so each route keeps its types. */
interface ItemSpec<
  ListQuery extends z.ZodType<object>,
  Listed extends z.ZodType,
  CreateBody extends z.ZodType,
  Created extends z.ZodType,
  Page extends z.ZodType,
  EditBody extends z.ZodType,
> {
  listSummary: string;
  listQuery: ListQuery;
  listed: Listed;
  createSummary: string;
  /** Who may share one: members only, or guests too (a few an hour for each address). */
  createAccess: "member" | "public";
  createBody: CreateBody;
  created: Created;
  createErrors: Refusals;
  /** The item on its own page, as GET /:id and PATCH /:id answer it. */
  page: Page;
  editBody: EditBody;
  editErrors: Refusals;
}

/** The six routes of one kind of item, whose API lives at /api/`items` ("posts"). */
function itemRoutes<
  const Items extends string,
  ListQuery extends z.ZodType<object>,
  Listed extends z.ZodType,
  CreateBody extends z.ZodType,
  Created extends z.ZodType,
  Page extends z.ZodType,
  EditBody extends z.ZodType,
>(kind: ThreadKind, items: Items, spec: ItemSpec<ListQuery, Listed, CreateBody, Created, Page, EditBody>) {
  const one = { params: idParams, notFound: itemNotFoundMessage(kind) } as const;
  const noun = itemNoun(kind);
  return {
    list: defineRoute({
      method: "GET",
      path: `/api/${items}`,
      summary: spec.listSummary,
      access: "public",
      query: spec.listQuery,
      status: 200,
      answer: z.array(spec.listed),
      paged: true,
    }),
    get: defineRoute({
      method: "GET",
      path: `/api/${items}/:id`,
      summary: `One ${noun} for its own page, with its reactions and what the asking person may do with it`,
      access: "public",
      ...one,
      status: 200,
      answer: spec.page,
    }),
    create: defineRoute({
      method: "POST",
      path: `/api/${items}`,
      summary: spec.createSummary,
      access: spec.createAccess,
      body: spec.createBody,
      status: 201,
      answer: spec.created,
      errors: spec.createErrors,
    }),
    edit: defineRoute({
      method: "PATCH",
      path: `/api/${items}/:id`,
      summary: `Changes a ${noun}'s words or options (its member author or a moderator, checked before the body is read); answers it as its page shows it`,
      access: "author-or-moderator",
      ...one,
      body: spec.editBody,
      status: 200,
      answer: spec.page,
      errors: { 403: NOT_YOURS, ...spec.editErrors },
    }),
    remove: defineRoute({
      method: "DELETE",
      path: `/api/${items}/:id`,
      summary: `Removes a ${noun} (its member author or a moderator)${kind === "post" ? "; one with replies stays as 'removed by its author' for its thread" : ""}`,
      access: "author-or-moderator",
      ...one,
      status: 204,
      answer: null,
      errors: { 403: NOT_YOURS },
    }),
    revisions: defineRoute({
      method: "GET",
      path: `/api/${items}/:id/revisions`,
      summary: `The versions edits of a ${noun} replaced, newest first`,
      access: "moderator",
      ...one,
      status: 200,
      answer: revisionsAnswer,
    }),
  };
}

/** Each kind's routes, by kind. */
export const ITEM_ROUTES = {
  post: itemRoutes("post", "posts", {
    listSummary: "Published discussions, newest first, a page at a time; ?category= keeps one category's",
    listQuery: postListQuerySchema,
    listed: listedPostAnswer,
    createSummary: `Starts a discussion as the member (screened: a crisis text is held for a moderator)`,
    createAccess: "member",
    createBody: createPostSchema,
    created: createdPostAnswer,
    createErrors: {},
    page: postPageAnswer,
    editBody: editPostSchema,
    editErrors: { 409: REMOVED_POST_MESSAGE },
  }),
  story: itemRoutes("story", "stories", {
    listSummary: "Published stories, newest first, a page at a time: each one's first characters",
    listQuery: listQuerySchema,
    listed: listedStoryAnswer,
    createSummary:
      "Shares a story (screened as a discussion is); a member's carries their name, guests are rate limited",
    createAccess: "public",
    createBody: insertStorySchema,
    created: createdStoryAnswer,
    createErrors: { 429: GUEST_POST_LIMIT_MESSAGE },
    page: storyPageAnswer,
    editBody: editStorySchema,
    editErrors: {},
  }),
  photo: itemRoutes("photo", "pet-photos", {
    listSummary: `Published ${itemPlural("photo")} of the gallery, newest first, a page at a time`,
    listQuery: listQuerySchema,
    listed: listedPhotoAnswer,
    createSummary:
      "Shares a photo the caller uploaded (screened as a discussion is); a member's carries their name, guests are rate limited",
    createAccess: "public",
    createBody: createPetPhotoSchema,
    created: createdPhotoAnswer,
    createErrors: {
      400: PHOTO_REQUIRED_MESSAGE,
      403: NOT_YOUR_UPLOAD_MESSAGE,
      409: PHOTO_ALREADY_SHARED_MESSAGE,
      429: GUEST_POST_LIMIT_MESSAGE,
    },
    page: photoPageAnswer,
    editBody: editPhotoSchema,
    editErrors: {},
  }),
} as const satisfies Record<ThreadKind, unknown>;

export const postsContract = ITEM_ROUTES.post;
export const storiesContract = ITEM_ROUTES.story;
export const petPhotosContract = ITEM_ROUTES.photo;

/** A discussion in the list as the client reads it. */
export type ListedPostView = WireItem<typeof postsContract.list>;
/** A discussion on its own page as the client reads it. */
export type PostPageView = WireAnswer<typeof postsContract.get>;
/** A story on its own page as the client reads it. */
export type StoryPageView = WireAnswer<typeof storiesContract.get>;
/** A pet photo on its own page as the client reads it. */
export type PhotoPageView = WireAnswer<typeof petPhotosContract.get>;
/** What sharing answers, for each kind. */
export type CreatedPostView = WireAnswer<typeof postsContract.create>;
export type CreatedStoryView = WireAnswer<typeof storiesContract.create>;
export type CreatedPhotoView = WireAnswer<typeof petPhotosContract.create>;
