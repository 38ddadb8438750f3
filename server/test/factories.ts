/**
 * Test data: what a member shares through the API (a post, a story, a photo, a reply) and rows
 * written straight into the database (for list, search and feed tests that need states no request
 * can make). Each builder fills every required field with a plain default; a test passes only the
 * fields its assertions read.
 */
import type { Express } from "express";
import type { Agent } from "supertest";
import { expect } from "vitest";
import { posts, replies, stories } from "@shared/schema";
import type { Database } from "../db";
import { solidImage } from "./images";
import { uploadImage } from "./uploads";

/** A post as the share form sends it. */
export const POST_FIELDS = { title: "First walk", content: "We made it.", category: "pet-loss" };

/** A story as the share form sends it. */
export const STORY_FIELDS = {
  title: "Biscuit",
  content: "Four houses down.",
  author: "x",
  petName: "Biscuit",
  petType: "dog",
};

/** Sends `body` to `path` as `as` and answers the new item's id, failing unless it is created (201). */
async function created(as: Agent, path: string, body: Record<string, unknown>): Promise<string> {
  const res = await as.post(path).send(body);
  expect(res.status, `POST ${path}: ${res.text}`).toBe(201);
  return res.body.id as string;
}

/** A post shared by `as` through the API; answers its id. */
export function newPost(as: Agent, fields: Partial<typeof POST_FIELDS> & Record<string, unknown> = {}) {
  return created(as, "/api/posts", { ...POST_FIELDS, ...fields });
}

/** A story shared by `as` through the API; answers its id. */
export function newStory(as: Agent, fields: Partial<typeof STORY_FIELDS> & Record<string, unknown> = {}) {
  return created(as, "/api/stories", { ...STORY_FIELDS, ...fields });
}

/** `as`'s reply to the post `postId` (or to a reply of it, with `answersId`); answers its id. */
export function newReply(as: Agent, postId: string, fields: { content?: string; answersId?: string } = {}) {
  return created(as, `/api/posts/${postId}/replies`, { content: "Here for you.", ...fields });
}

/**
 * A photo uploaded and shared by `as` through the API (a flat PNG unless `image` is given); answers
 * its id and its object path.
 */
export async function newPhoto(
  app: Express,
  as: Agent,
  fields: Record<string, unknown> = {},
  image?: Buffer,
): Promise<{ id: string; imageUrl: string }> {
  const imageUrl = await uploadImage(app, image ?? (await solidImage("png")), as);
  const id = await created(as, "/api/pet-photos", { imageUrl, petName: "Rex", description: "Sunny day", ...fields });
  return { id, imageUrl };
}

/** A post row written straight into the database (no author account unless `authorId` is given). */
export async function insertPost(db: Database, values: Partial<typeof posts.$inferInsert> = {}) {
  const [row] = await db
    .insert(posts)
    .values({ title: "A post", content: "Text", author: "Robin", category: "general", ...values })
    .returning();
  return row!;
}

/** A story row written straight into the database. */
export async function insertStory(db: Database, values: Partial<typeof stories.$inferInsert> = {}) {
  const [row] = await db
    .insert(stories)
    .values({ title: "A story", content: "Text", author: "Sam", petName: "Rex", petType: "dog", ...values })
    .returning();
  return row!;
}

/** A reply row written straight into the database, under the post, story or photo `values` names. */
export async function insertReply(db: Database, values: Partial<typeof replies.$inferInsert>) {
  const [row] = await db
    .insert(replies)
    .values({ content: "Text", author: "Ada", ...values })
    .returning();
  return row!;
}
