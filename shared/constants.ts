/**
 * The product's enumerations with their labels, and its fixed limits.
 * Client and server both read these, so a value can never be valid on one side only.
 */

export const PRODUCT_NAME = "PawsWell";
/** The product in one line: the home page's headline without a hero, and the site's social card. */
export const PRODUCT_TAGLINE = "Find calm in the bond with animals";

/** An enumeration value with the label people see. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** The values of an option list, typed as a non-empty tuple for z.enum(). */
export function optionValues<V extends string>(options: readonly Option<V>[]): [V, ...V[]] {
  const values = options.map((option) => option.value);
  if (values.length === 0) throw new Error("An option list cannot be empty");
  return values as [V, ...V[]];
}

/**
 * The label for a value; a value the list does not know (an old row, a label already) is shown in
 * words rather than as a slug: `local-events` reads "Local events", "Blog" stays "Blog".
 */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? inWords(value);
}

function inWords(value: string): string {
  const words = value.replace(/[-_]+/g, " ").replace(/\s+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const PREFERENCE_PET_TYPES = [
  { value: "dog", label: "Dogs" },
  { value: "cat", label: "Cats" },
  { value: "bird", label: "Birds" },
  { value: "rabbit", label: "Rabbits" },
  { value: "fish", label: "Fish" },
  { value: "hamster", label: "Hamsters" },
  { value: "guinea-pig", label: "Guinea Pigs" },
  { value: "reptile", label: "Reptiles" },
  { value: "horse", label: "Horses" },
  { value: "other", label: "Other Animals" },
] as const satisfies readonly Option[];

export const INTERESTS = [
  { value: "training", label: "Pet Training" },
  { value: "wellness", label: "Mental Wellness" },
  { value: "nutrition", label: "Pet Nutrition" },
  { value: "veterinary", label: "Veterinary Care" },
  { value: "grooming", label: "Pet Grooming" },
  { value: "behavior", label: "Animal Behavior" },
  { value: "rescue", label: "Pet Rescue" },
  { value: "therapy", label: "Animal Therapy" },
  { value: "photography", label: "Pet Photography" },
  { value: "community", label: "Community Events" },
] as const satisfies readonly Option[];

/** Content types a member can prefer on the preferences page. */
export const PREFERRED_CONTENT_TYPES = [
  { value: "blog", label: "Blog Posts" },
  { value: "stories", label: "Personal Stories" },
  { value: "challenges", label: "Wellness Challenges" },
  { value: "resources", label: "Educational Resources" },
  { value: "posts", label: "Community Posts" },
] as const satisfies readonly Option[];

export const ACTIVITY_LEVELS = [
  { value: "low", label: "Low - Occasional browsing" },
  { value: "moderate", label: "Moderate - Regular engagement" },
  { value: "high", label: "High - Daily active user" },
] as const satisfies readonly Option[];
export const DEFAULT_ACTIVITY_LEVEL = "moderate";

/** What a stored recommendation points at (its View opens the item: docs/decisions.md#recommendations-open-the-item). */
export const RECOMMENDATION_CONTENT_TYPES = ["blog", "story", "challenge", "resource", "post"] as const;
/** The identifier a visitor who is not logged in asks recommendations for. */
export const GUEST_USER_ID = "guest-user";

/** Community discussion categories (the filter on /community, minus 'all'). */
export const POST_CATEGORIES = [
  { value: "therapy-training", label: "Therapy Training" },
  { value: "pet-loss", label: "Pet Loss" },
  { value: "anxiety-depression", label: "Anxiety & Depression" },
  { value: "ptsd", label: "PTSD" },
  { value: "general-wellness", label: "General Wellness" },
] as const satisfies readonly Option[];
export const ALL_POSTS_FILTER = { value: "all", label: "All Topics" } as const;

/** Categories the admin screen offers for community posts. */
export const ADMIN_POST_CATEGORIES = [
  { value: "general", label: "General" },
  { value: "therapy", label: "Therapy" },
  { value: "support", label: "Support" },
  { value: "success", label: "Success" },
  { value: "resource sharing", label: "Resource Sharing" },
] as const satisfies readonly Option[];

/** Every category a community post may carry: the public form's and the admin form's. */
export const ANY_POST_CATEGORY_VALUES = [
  ...optionValues(POST_CATEGORIES),
  ...optionValues(ADMIN_POST_CATEGORIES),
] as const;

export const PHOTO_PET_TYPES = [
  { value: "dog", label: "Dog" },
  { value: "cat", label: "Cat" },
  { value: "bird", label: "Bird" },
  { value: "rabbit", label: "Rabbit" },
  { value: "hamster", label: "Hamster" },
  { value: "fish", label: "Fish" },
  { value: "reptile", label: "Reptile" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export const STORY_PET_TYPES = [
  { value: "dog", label: "Dog" },
  { value: "cat", label: "Cat" },
  { value: "bird", label: "Bird" },
  { value: "rabbit", label: "Rabbit" },
  { value: "guinea-pig", label: "Guinea Pig" },
  { value: "hamster", label: "Hamster" },
  { value: "fish", label: "Fish" },
  { value: "reptile", label: "Reptile" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export const ADMIN_STORY_PET_TYPES = [
  { value: "dog", label: "Dog" },
  { value: "cat", label: "Cat" },
  { value: "bird", label: "Bird" },
  { value: "rabbit", label: "Rabbit" },
  { value: "horse", label: "Horse" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export const GROUP_TYPES = [
  { value: "therapy", label: "Therapy" },
  { value: "support", label: "Support" },
  { value: "training", label: "Training" },
  { value: "social", label: "Social" },
  { value: "volunteer", label: "Volunteer" },
  { value: "professional", label: "Professional" },
] as const satisfies readonly Option[];

/** Resource sections, in the order the Resources screen shows them. */
export const RESOURCE_CATEGORIES = [
  { value: "educational", label: "Educational" },
  { value: "mental-health", label: "Mental Health" },
  { value: "pet-therapy", label: "Pet Therapy" },
  { value: "veterinary", label: "Veterinary" },
  { value: "grief-support", label: "Grief Support" },
  { value: "local-resources", label: "Local Resources" },
] as const satisfies readonly Option[];

export const FEATURED_TYPES = [
  { value: "animal", label: "Featured Animal" },
  { value: "rescue", label: "Rescue Spotlight" },
  { value: "story", label: "Success Story" },
  { value: "website", label: "Website" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/** The badge a featured card wears: anything but animal, rescue and story is 'Featured'. */
export function featuredBadgeLabel(type: string): string {
  if (type === "animal") return "Featured Animal";
  if (type === "rescue") return "Rescue Spotlight";
  if (type === "story") return "Success Story";
  return "Featured";
}

export const CATEGORY_CONTENT_TYPES = [
  { value: "blog", label: "Blog" },
  { value: "resource", label: "Resource" },
  { value: "community", label: "Community" },
  { value: "story", label: "Story" },
  { value: "group", label: "Group" },
] as const satisfies readonly Option[];

export const BADGE_COLORS = [
  { value: "blue", label: "Blue" },
  { value: "green", label: "Green" },
  { value: "purple", label: "Purple" },
  { value: "red", label: "Red" },
  { value: "yellow", label: "Yellow" },
  { value: "gray", label: "Gray" },
] as const satisfies readonly Option[];
export const DEFAULT_BADGE_COLOR = "blue";

export const HERO_FONTS = [
  "Inter",
  "Georgia",
  "Helvetica",
  "Times",
  "Arial",
  "Playfair Display",
  "Montserrat",
  "Crimson Text",
] as const;
export const HERO_TITLE_SIZES = ["text-2xl", "text-3xl", "text-4xl", "text-5xl", "text-6xl"] as const;
export const HERO_CONTENT_SIZES = ["text-sm", "text-base", "text-lg", "text-xl", "text-2xl"] as const;
export const HERO_DEFAULTS = {
  titleFontFamily: "Inter",
  contentFontFamily: "Inter",
  titleFontSize: "text-3xl",
  contentFontSize: "text-base",
  isActive: 1,
} as const;

/** Uploads: one image file under 10 MB. */
export const MAX_UPLOAD_BYTES = 10485760;
export const UPLOAD_TOO_LARGE_MESSAGE = "File size must be less than 10MB";
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** How many characters each preview shows before its ellipsis. */
export const PREVIEW_LENGTH = {
  homePost: 150,
  discussionPost: 200,
  resourceArticle: 150,
  story: 300,
  adminList: 200,
  hero: 100,
} as const;

/** How many items the home page and the Pet's Be Social card show. */
export const HOME_LIMITS = { featured: 3, posts: 4, recommendations: 3 } as const;
export const CHALLENGES_SHOWN = 3;

/** Loading skeleton counts. */
export const SKELETON_COUNT = {
  homeFeatured: 3,
  homePosts: 4,
  homeRecommendations: 3,
  posts: 4,
  stories: 4,
  resources: 6,
  groups: 6,
  blog: 6,
} as const;

/** List paging (docs/decisions.md#paging: limit default 20, max 100). */
export const PAGE_SIZE = { default: 20, max: 100 } as const;
/** Recommendation lists: default 5, max 50. */
export const RECOMMENDATION_PAGE_SIZE = { default: 5, max: 50 } as const;

/** The gentle reactions, and nothing else: no dislikes (docs/decisions.md#conversations). */
export const REACTION_KINDS = [
  { value: "support", label: "Sending support" },
  { value: "me-too", label: "Me too" },
  { value: "thanks", label: "Thank you" },
] as const satisfies readonly Option[];
export type ReactionKind = (typeof REACTION_KINDS)[number]["value"];

/**
 * What a member is told about: a reply to their item, an answer to their reply, reactions, a
 * moderator's action; and moderators alone: an item the crisis screening held, an author's answer.
 */
export const NOTIFICATION_KINDS = [
  "reply",
  "answer",
  "reaction",
  "moderation",
  "export",
  "crisis-hold",
  "author-answer",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds of item that have a thread of replies (comments, for stories and photos). */
export const THREAD_ITEM_TYPES = ["post", "story", "photo"] as const;
export type ThreadItemType = (typeof THREAD_ITEM_TYPES)[number];

/** A thread shows replies oldest first, this many at a time. */
/** The bell and /notifications count unread notifications up to this; more reads "99+". */
export const UNREAD_COUNT_SHOWN_UP_TO = 99;

export const REPLY_PAGE_SIZE = { default: 50, max: 100 } as const;

// The values some stored columns may hold (shared/schema.ts), here so the client reads them without the tables.
export const USER_ROLES = ["member", "moderator"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** How a member's notices reach them (settings: "Notifications"). */
export const NOTIFICATION_DELIVERIES = ["app", "email", "digest", "none"] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];
/** How the site looks for a member (settings: "Appearance"): following the device, or always light or dark. */
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
/** The four text sizes a member may choose (settings: "Appearance"), smallest first. */
export const TEXT_SIZES = ["smaller", "normal", "larger", "largest"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
/** What a member may ask to be told by push notices on their devices (settings: "Notices on this device"). */
export const PUSH_KINDS = ["replies", "messages", "meetings", "moderation"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export const ACCOUNT_TOKEN_PURPOSES = ["verify-email", "reset-password", "revert-email"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];
export const DATA_EXPORT_STATUSES = ["building", "ready", "failed"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
export const NEWSLETTER_SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterSubscriberStatus = (typeof NEWSLETTER_SUBSCRIBER_STATUSES)[number];
export const NEWSLETTER_ISSUE_STATUSES = ["draft", "sending", "sent"] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];
