/** What a moderator sends to save the home page's hero: its words, their fonts and sizes, and when it shows. */
import { z } from "zod";
import { HERO_CONTENT_SIZES, HERO_DEFAULTS, HERO_FONTS, HERO_TITLE_SIZES } from "../constants";
import { TEXT_LIMITS, requiredText } from "../fields";
import { checkActivation, heroScheduleFields } from "../publication";

/** POST /api/hero-content and PUT /api/hero-content/:id: a time to become the active hero saves it inactive until then. */
export const insertHeroContentSchema = z
  .object({
    title: requiredText("Title", TEXT_LIMITS.title),
    content: requiredText("Content", TEXT_LIMITS.description),
    titleFontFamily: z.enum(HERO_FONTS).default(HERO_DEFAULTS.titleFontFamily),
    contentFontFamily: z.enum(HERO_FONTS).default(HERO_DEFAULTS.contentFontFamily),
    titleFontSize: z.enum(HERO_TITLE_SIZES).default(HERO_DEFAULTS.titleFontSize),
    contentFontSize: z.enum(HERO_CONTENT_SIZES).default(HERO_DEFAULTS.contentFontSize),
    isActive: z.union([z.literal(0), z.literal(1)]).default(1),
  })
  .extend(heroScheduleFields.shape)
  .superRefine(checkActivation);
export type InsertHeroContent = z.infer<typeof insertHeroContentSchema>;
