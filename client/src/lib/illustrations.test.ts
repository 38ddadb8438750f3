import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ADMIN_POST_CATEGORIES,
  GROUP_TYPES,
  POST_CATEGORIES,
  PREFERENCE_PET_TYPES,
  RESOURCE_CATEGORIES,
  STORY_PET_TYPES,
} from "@shared/constants";
import { ILLUSTRATION_NAMES, ILLUSTRATION_SIZE } from "@shared/illustrations";
import { illustrationFor } from "./illustrations";

const PUBLIC_DIR = path.resolve(__dirname, "../../public/illustrations");

describe("the illustration files", () => {
  it.each(ILLUSTRATION_NAMES)("%s.svg is a 640×360 drawing with nothing from another site", (name) => {
    const svg = fs.readFileSync(path.join(PUBLIC_DIR, `${name}.svg`), "utf8");
    expect(svg).toMatch(
      new RegExp(
        `^<svg [^>]*width="${ILLUSTRATION_SIZE.width}" height="${ILLUSTRATION_SIZE.height}" viewBox="0 0 640 360"`,
      ),
    );
    // Served under img-src 'self': no outside address, script or embedded image.
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)|<script|<image|href=/i);
  });
});

describe("illustrationFor", () => {
  it("draws each pet type's own animal, and small or unusual pets as friends or a rabbit", () => {
    expect(illustrationFor({ kind: "story", petType: "dog" })).toBe("dog");
    expect(illustrationFor({ kind: "photo", petType: "cat" })).toBe("cat");
    expect(illustrationFor({ kind: "story", petType: "horse" })).toBe("horse");
    expect(illustrationFor({ kind: "story", petType: "guinea-pig" })).toBe("rabbit");
    expect(illustrationFor({ kind: "photo", petType: "reptile" })).toBe("friends");
    // The member of the month's pet type is free text.
    expect(illustrationFor({ kind: "member-of-the-month", petType: "Guinea Pig" })).toBe("rabbit");
    expect(illustrationFor({ kind: "member-of-the-month", petType: "dog" })).toBe("celebrate");
  });

  it("has a drawing for every category, pet type and group type the site knows", () => {
    const known = new Set<string>(ILLUSTRATION_NAMES);
    for (const { value } of [...POST_CATEGORIES, ...ADMIN_POST_CATEGORIES])
      expect(known.has(illustrationFor({ kind: "post", category: value }))).toBe(true);
    for (const { value } of RESOURCE_CATEGORIES)
      expect(known.has(illustrationFor({ kind: "resource", category: value }))).toBe(true);
    for (const { value } of GROUP_TYPES)
      expect(known.has(illustrationFor({ kind: "group", groupType: value }))).toBe(true);
    for (const { value } of [...PREFERENCE_PET_TYPES, ...STORY_PET_TYPES])
      expect(known.has(illustrationFor({ kind: "story", petType: value }))).toBe(true);
  });

  it("gives grief its quiet evening and categories their own scenes", () => {
    expect(illustrationFor({ kind: "post", category: "pet-loss" })).toBe("evening");
    expect(illustrationFor({ kind: "resource", category: "grief-support" })).toBe("evening");
    expect(illustrationFor({ kind: "resource", category: "educational" })).toBe("books");
    expect(illustrationFor({ kind: "post", category: "therapy-training" })).toBe("person-dog");
    expect(illustrationFor({ kind: "challenge" })).toBe("path");
  });

  it("falls back to friends for a value it does not know", () => {
    expect(illustrationFor({ kind: "post", category: "something-new" })).toBe("friends");
    expect(illustrationFor({ kind: "featured", type: "unknown", key: "x" })).toMatch(/^(celebrate|path)$/);
  });

  it("keeps each article's drawing across visits and varies it between articles", () => {
    const slugs = Array.from({ length: 24 }, (_, index) => `article-${index}`);
    const first = slugs.map((key) => illustrationFor({ kind: "blog", key }));
    expect(slugs.map((key) => illustrationFor({ kind: "blog", key }))).toEqual(first);
    expect(new Set(first).size).toBeGreaterThanOrEqual(6);
    expect(first).not.toContain("evening");
  });

  it("draws featured animals as animals, varied by item", () => {
    const drawn = new Set(
      ["a", "b", "c", "d", "e", "f"].map((key) => illustrationFor({ kind: "featured", type: "animal", key })),
    );
    expect(drawn.size).toBeGreaterThan(1);
    for (const name of drawn) expect(["dog", "cat", "horse", "bird", "rabbit"]).toContain(name);
  });
});
