/**
 * Which of our illustrations (shared/illustrations.ts) stands in for a missing picture: one per
 * content kind, and per category, pet type or group type where the item has one. The one place
 * this choice is made; components/content-image.tsx shows it.
 */
import type {
  FEATURED_TYPES,
  GROUP_TYPES,
  POST_CATEGORIES,
  ADMIN_POST_CATEGORIES,
  PREFERENCE_PET_TYPES,
  RESOURCE_CATEGORIES,
} from "@shared/constants";
import type { IllustrationName } from "@shared/illustrations";
import { pickStably } from "./stable-hash";

type ValueOf<T extends readonly { value: string }[]> = T[number]["value"];

const BY_PET_TYPE: Record<ValueOf<typeof PREFERENCE_PET_TYPES>, IllustrationName> = {
  dog: "dog",
  cat: "cat",
  bird: "bird",
  rabbit: "rabbit",
  "guinea-pig": "rabbit",
  hamster: "rabbit",
  horse: "horse",
  fish: "friends",
  reptile: "friends",
  other: "friends",
};

const BY_POST_CATEGORY: Record<
  ValueOf<typeof POST_CATEGORIES> | ValueOf<typeof ADMIN_POST_CATEGORIES>,
  IllustrationName
> = {
  "therapy-training": "person-dog",
  "pet-loss": "evening",
  "anxiety-depression": "cat",
  ptsd: "horse",
  "general-wellness": "path",
  general: "friends",
  therapy: "person-dog",
  support: "friends",
  success: "celebrate",
  "resource sharing": "books",
};

const BY_RESOURCE_CATEGORY: Record<ValueOf<typeof RESOURCE_CATEGORIES>, IllustrationName> = {
  educational: "books",
  "mental-health": "cat",
  "pet-therapy": "person-dog",
  veterinary: "rabbit",
  "grief-support": "evening",
  "local-resources": "path",
};

const BY_GROUP_TYPE: Record<ValueOf<typeof GROUP_TYPES>, IllustrationName> = {
  therapy: "person-dog",
  support: "friends",
  training: "dog",
  social: "friends",
  volunteer: "rabbit",
  professional: "books",
};

/** Featured items of one type differ by item, so a row of three rarely repeats a drawing. */
const BY_FEATURED_TYPE: Record<ValueOf<typeof FEATURED_TYPES>, readonly [IllustrationName, ...IllustrationName[]]> = {
  animal: ["dog", "cat", "horse", "bird", "rabbit"],
  rescue: ["rabbit", "friends", "cat"],
  story: ["person-dog", "horse", "friends"],
  website: ["path", "books"],
  other: ["celebrate", "path"],
};

/** Articles have no category: each gets a drawing of its own from these, by its address. */
const BLOG_CHOICES = [
  "person-dog",
  "dog",
  "cat",
  "bird",
  "rabbit",
  "horse",
  "friends",
  "path",
  "books",
] as const satisfies readonly IllustrationName[];

/** What an item is, with what the choice reads. `key` is the item's id or slug (stable). */
export type IllustratedItem =
  | { kind: "post"; category: string }
  | { kind: "story" | "photo"; petType: string }
  | { kind: "member-of-the-month"; petType: string }
  | { kind: "resource"; category: string }
  | { kind: "group"; groupType: string }
  | { kind: "featured"; type: string; key: string }
  | { kind: "blog"; key: string }
  | { kind: "challenge" };

const FALLBACK: IllustrationName = "friends";

function lookup<K extends string>(table: Record<K, IllustrationName>, value: string): IllustrationName {
  return (table as Record<string, IllustrationName>)[value] ?? FALLBACK;
}

/** A pet type as the forms and the member of the month write it ("guinea pig", "Dog") in the lists' spelling. */
function petTypeValue(petType: string): string {
  return petType.trim().toLowerCase().replace(/\s+/g, "-");
}

/** The illustration shown for `item` when it has no picture of its own. */
export function illustrationFor(item: IllustratedItem): IllustrationName {
  switch (item.kind) {
    case "post":
      return lookup(BY_POST_CATEGORY, item.category);
    case "story":
    case "photo":
      return lookup(BY_PET_TYPE, petTypeValue(item.petType));
    case "member-of-the-month": {
      const pet = lookup(BY_PET_TYPE, petTypeValue(item.petType));
      return pet === "dog" ? "celebrate" : pet;
    }
    case "resource":
      return lookup(BY_RESOURCE_CATEGORY, item.category);
    case "group":
      return lookup(BY_GROUP_TYPE, item.groupType);
    case "featured": {
      const choices = (BY_FEATURED_TYPE as Record<string, readonly [IllustrationName, ...IllustrationName[]]>)[
        item.type
      ];
      return pickStably(choices ?? BY_FEATURED_TYPE.other, item.key);
    }
    case "blog":
      return pickStably(BLOG_CHOICES, item.key);
    case "challenge":
      return "path";
  }
}
