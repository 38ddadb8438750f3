/**
 * The words people see for stored values: every category, type and kind a page shows goes through
 * one of these, so no slug such as `general-wellness` ever reaches a person
 * (docs/decisions.md#words-people-understand). The option lists themselves stay in constants.ts
 * (the spec's enumerations with their labels); this reads them.
 */
import {
  ADMIN_POST_CATEGORIES,
  BADGE_COLORS,
  CATEGORY_CONTENT_TYPES,
  FEATURED_TYPES,
  GROUP_TYPES,
  PHOTO_PET_TYPES,
  POST_CATEGORIES,
  RESOURCE_CATEGORIES,
  STORY_PET_TYPES,
  optionLabel,
  type Option,
} from "./constants";

const ANY_POST_CATEGORY: readonly Option[] = [...POST_CATEGORIES, ...ADMIN_POST_CATEGORIES];
/** Every category an item can carry; their values do not overlap, so one list can name any. */
const ANY_CONTENT_CATEGORY: readonly Option[] = [...ANY_POST_CATEGORY, ...RESOURCE_CATEGORIES];

/** A discussion's category: "Anxiety & Depression" for `anxiety-depression`, admin categories too. */
export function postCategoryLabel(value: string): string {
  return optionLabel(ANY_POST_CATEGORY, value);
}

/** A resource's section: "Grief Support" for `grief-support`. */
export function resourceCategoryLabel(value: string): string {
  return optionLabel(RESOURCE_CATEGORIES, value);
}

/**
 * The category of any item, whatever kind it is (a recommendation's badge, the engagement card's
 * top categories): a discussion's or a resource's category by its label; a label passes through.
 */
export function contentCategoryLabel(value: string): string {
  return optionLabel(ANY_CONTENT_CATEGORY, value);
}

/** A peer group's type: "Volunteer" for `volunteer`. */
export function groupTypeLabel(value: string): string {
  return optionLabel(GROUP_TYPES, value);
}

/** A story's pet: "Guinea Pig" for `guinea-pig`. */
export function storyPetTypeLabel(value: string): string {
  return optionLabel(STORY_PET_TYPES, value);
}

/** A shared photo's pet: "Dog" for `dog` (the form's default `pet` reads "Pet"). */
export function photoPetTypeLabel(value: string): string {
  return optionLabel(PHOTO_PET_TYPES, value);
}

/** A featured item's kind as /admin lists it: "Rescue Spotlight" for `rescue`. */
export function featuredTypeLabel(value: string): string {
  return optionLabel(FEATURED_TYPES, value);
}

/** What a category is for, as /admin lists it: "Resource" for `resource`. */
export function categoryContentTypeLabel(value: string): string {
  return optionLabel(CATEGORY_CONTENT_TYPES, value);
}

/** A category's badge colour as /admin lists it: "Purple" for `purple`. */
export function badgeColorLabel(value: string): string {
  return optionLabel(BADGE_COLORS, value);
}
