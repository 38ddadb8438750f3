/** /api/hero-content: the home page's active hero; moderators read the one they edit, create and update it. */
import { z } from "zod";
import { insertHeroContentSchema } from "./hero-content.body";
import { idParams, isoDate } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

/** What GET answers while no hero is active (and /current before any exists). */
export const NO_HERO_YET = "No hero content yet";
export const HERO_NOT_FOUND = "Hero content not found";

/** A hero as the API answers it (a row of the hero_content table). */
export const heroAnswer = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  titleFontFamily: z.string(),
  contentFontFamily: z.string(),
  titleFontSize: z.string(),
  contentFontSize: z.string(),
  /** 1 for the one active hero, 0 for the others. */
  isActive: z.number().int(),
  /** When the scheduler makes it the active hero; null when not scheduled. */
  activateAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const heroContentContract = {
  active: defineRoute({
    method: "GET",
    path: "/api/hero-content",
    summary: "The active hero, for the home page",
    access: "public",
    status: 200,
    answer: heroAnswer,
    errors: { 404: NO_HERO_YET },
  }),
  current: defineRoute({
    method: "GET",
    path: "/api/hero-content/current",
    summary: "The hero the admin screen edits, active or not",
    access: "moderator",
    status: 200,
    answer: heroAnswer,
    errors: { 404: NO_HERO_YET },
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/hero-content",
    summary: "Creates a hero; an active one (or one given a time to become active) leaves the others inactive",
    access: "moderator",
    body: insertHeroContentSchema,
    status: 201,
    answer: heroAnswer,
  }),
  update: defineRoute({
    method: "PUT",
    path: "/api/hero-content/:id",
    summary: "Replaces a hero's fields; the changed ones go in the audit log",
    access: "moderator",
    params: idParams,
    body: insertHeroContentSchema,
    status: 200,
    answer: heroAnswer,
    notFound: HERO_NOT_FOUND,
  }),
};

/** A hero as the client reads it. */
export type HeroView = WireAnswer<typeof heroContentContract.active>;
