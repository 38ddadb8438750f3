/**
 * What a client sends to list, share and change posts, stories and pet photos
 * (./items.contract.ts), and the refusals' messages the server's checks give.
 */
import { z } from "zod";
import { listQuerySchema, someFields } from "../api";
import { ALL_POSTS_FILTER, ANY_POST_CATEGORY_VALUES, POST_CATEGORIES, optionValues } from "../constants";
import { TEXT_LIMITS, choiceOf, nameText, oneOf, optionalNameText, optionalText, requiredText } from "../fields";
import { photoOptions, postOptions } from "../safety/posting-options";

const { title, name, description, content } = TEXT_LIMITS;

/** A PATCH of a post its author removed (its thread stays, its words are gone). */
export const REMOVED_POST_MESSAGE = "This post was removed by its author, so it can't be changed";
/** A pet photo shared without an image the site stored for this visitor or member. */
export const PHOTO_REQUIRED_MESSAGE = "Please upload a photo first";
/** A pet photo shared with someone else's upload. */
export const NOT_YOUR_UPLOAD_MESSAGE = "You can only share a photo you uploaded yourself";
/** A pet photo whose upload another photo shows already. */
export const PHOTO_ALREADY_SHARED_MESSAGE = "This photo has already been shared";

const titleAndContent = z.object({
  title: requiredText("Title", title),
  content: requiredText("Content", content),
});

/** A discussion as a form writes it, with its byline and category (the server takes the author from the session). */
export const insertPostSchema = titleAndContent
  .extend({ author: nameText("Author", name), category: choiceOf("category", ANY_POST_CATEGORY_VALUES) })
  .extend(postOptions.shape);
export type InsertPost = z.infer<typeof insertPostSchema>;

/** POST /api/stories: a story with its byline and the pet it is about. */
export const insertStorySchema = titleAndContent
  .extend({
    author: nameText("Author", name),
    petName: nameText("Pet name", name),
    petType: requiredText("Pet type", name),
  })
  .extend(postOptions.shape);
export type InsertStory = z.infer<typeof insertStorySchema>;

/** A pet photo's details as the share form checks them. */
export const insertPetPhotoSchema = z
  .object({
    imageUrl: requiredText("Photo", 300),
    petName: optionalNameText("Pet name", name),
    petType: optionalText("Pet type", name),
    ownerName: optionalNameText("Owner name", name),
    description: optionalText("Description", description).optional(),
  })
  .extend(photoOptions.shape);

/** GET /api/posts: ?category= one of the community's or the admin screen's, "all" (or none) for every post. */
export const postListQuerySchema = listQuerySchema.extend({
  category: oneOf("Category", [ALL_POSTS_FILTER.value, ...ANY_POST_CATEGORY_VALUES])
    .optional()
    .transform((category) => (category === ALL_POSTS_FILTER.value ? undefined : category)),
});

/** POST /api/posts. The author is whoever is logged in, never what the body claims. */
export const createPostSchema = insertPostSchema.omit({ author: true });

/**
 * A member chooses from the community's categories (the new-post form's); the admin screen's own
 * ("General", "Therapy", …) are for moderators' posts.
 */
export const memberCategorySchema = z.object({ category: choiceOf("category", optionValues(POST_CATEGORIES)) });

/** POST /api/pet-photos: every field but the photo is optional, with these defaults. */
export const createPetPhotoSchema = insertPetPhotoSchema.extend({
  imageUrl: z.string({ error: PHOTO_REQUIRED_MESSAGE }).trim().max(300, PHOTO_REQUIRED_MESSAGE).default(""),
  petName: insertPetPhotoSchema.shape.petName.optional().transform((value) => value || "My Pet"),
  petType: insertPetPhotoSchema.shape.petType.optional().transform((value) => value || "pet"),
  ownerName: insertPetPhotoSchema.shape.ownerName.optional().transform((value) => value || "Anonymous"),
  description: insertPetPhotoSchema.shape.description.transform((value) => value ?? ""),
});

/** PATCH /api/posts/:id (its author or a moderator): the title, the text and the posting options. */
export const editPostSchema = someFields(titleAndContent.extend(postOptions.shape), "title, content, or an option");
export type EditPost = z.infer<typeof editPostSchema>;

/** PATCH /api/stories/:id (its author or a moderator): the title, the text and the posting options. */
export const editStorySchema = someFields(titleAndContent.extend(postOptions.shape), "title, content, or an option");
export type EditStory = z.infer<typeof editStorySchema>;

/** PATCH /api/pet-photos/:id (its author or a moderator): the pet's name and the caption. */
export const editPhotoSchema = someFields(
  z
    .object({
      // Left blank, the name is the one sharing gives it (server/routes/pet-photos.routes.ts).
      petName: optionalNameText("Pet name", TEXT_LIMITS.name).transform((value) => value || "My Pet"),
      description: optionalText("Description", TEXT_LIMITS.description),
    })
    .extend(photoOptions.shape),
  "petName, description, or an option",
);
export type EditPhoto = z.infer<typeof editPhotoSchema>;
