/**
 * Every kind of thing a person writes on the site, in one registry (docs/how-to/add-a-kind.md):
 * what it is called, where it lives, and which promises it takes part in (a thread of replies,
 * reactions, reports, content warnings, an author who may change it, the fields screened for
 * crisis phrases, search). The lists of kinds the rest of the code uses (REPORTABLE_TYPES,
 * THREAD_ITEM_TYPES, SEARCH_TYPES, ...) are derived here, so a kind is added by adding an entry
 * (and its table: server/items/item-tables.ts).
 */

export interface ItemKind {
  /** What one is called where people read it ("Report this discussion"). */
  noun: string;
  /** Several ("hid one of your discussions"). */
  plural: string;
  /** The label on a search result ("Discussion"). */
  label: string;
  /** Where the list of them lives; null for a reply, which lives in its thread. */
  listPath: string | null;
  /** Where one lives, by its key (id, or a blog article's slug); null for a reply (see replyPath). */
  itemPath: string | null;
  /** Who writes it: members (and guests) on the public pages, or moderators in /admin. */
  writtenBy: "member" | "moderator";
  /** Replies hang off it. */
  thread: boolean;
  /** Members may react to it. */
  reactions: boolean;
  /** Anyone may report it; a moderator may hold, hide, restore and delete it. */
  reportable: boolean;
  /** Its author may mark it with content warnings, which readers may collapse or hide. */
  contentWarnings: boolean;
  /** Its member author may edit and delete it. */
  authorEdits: boolean;
  /** The text fields screened for crisis phrases when it is written or changed. */
  screened: readonly string[];
  /** Search finds it. */
  searchable: boolean;
}

/** The registry. Order is the order kinds are shown in (search filters, the export). */
export const ITEM_KINDS = {
  post: {
    noun: "discussion",
    plural: "discussions",
    label: "Discussion",
    listPath: "/community",
    itemPath: "/community",
    writtenBy: "member",
    thread: true,
    reactions: true,
    reportable: true,
    contentWarnings: true,
    authorEdits: true,
    screened: ["title", "content"],
    searchable: true,
  },
  reply: {
    noun: "reply",
    plural: "replies",
    label: "Reply",
    listPath: null,
    itemPath: null,
    writtenBy: "member",
    thread: false,
    reactions: true,
    reportable: true,
    contentWarnings: true,
    authorEdits: true,
    screened: ["content"],
    searchable: true,
  },
  story: {
    noun: "story",
    plural: "stories",
    label: "Story",
    listPath: "/stories",
    itemPath: "/stories",
    writtenBy: "member",
    thread: true,
    reactions: true,
    reportable: true,
    contentWarnings: true,
    authorEdits: true,
    screened: ["title", "content"],
    searchable: true,
  },
  photo: {
    noun: "photo",
    plural: "photos",
    label: "Photo",
    listPath: "/pets-social",
    itemPath: "/pets-social/photos",
    writtenBy: "member",
    thread: true,
    reactions: true,
    reportable: true,
    contentWarnings: true,
    authorEdits: true,
    screened: ["petName", "description"],
    searchable: false,
  },
  group: {
    noun: "group",
    plural: "groups",
    label: "Group",
    listPath: "/groups",
    itemPath: "/groups",
    writtenBy: "member",
    thread: false,
    reactions: false,
    reportable: true,
    contentWarnings: false,
    authorEdits: false,
    screened: ["name", "description"],
    searchable: true,
  },
  challenge: {
    noun: "challenge",
    plural: "challenges",
    label: "Challenge",
    listPath: "/pets-social",
    itemPath: null,
    writtenBy: "member",
    thread: false,
    reactions: false,
    reportable: true,
    contentWarnings: false,
    authorEdits: false,
    screened: ["title", "description"],
    searchable: false,
  },
  blog: {
    noun: "article",
    plural: "articles",
    label: "Blog",
    listPath: "/blog",
    itemPath: "/blog",
    writtenBy: "moderator",
    thread: false,
    reactions: false,
    reportable: false,
    contentWarnings: false,
    authorEdits: false,
    screened: [],
    searchable: true,
  },
  resource: {
    noun: "resource",
    plural: "resources",
    label: "Resource",
    listPath: "/resources",
    itemPath: "/resources",
    writtenBy: "moderator",
    thread: false,
    reactions: false,
    reportable: false,
    contentWarnings: false,
    authorEdits: false,
    screened: [],
    searchable: true,
  },
  featured: {
    noun: "featured item",
    plural: "featured items",
    label: "Featured",
    listPath: "/",
    itemPath: null,
    writtenBy: "moderator",
    thread: false,
    reactions: false,
    reportable: false,
    contentWarnings: false,
    authorEdits: false,
    screened: [],
    searchable: false,
  },
} as const satisfies Record<string, ItemKind>;

export type ItemKindName = keyof typeof ITEM_KINDS;

type Kinds = typeof ITEM_KINDS;
/** The kinds whose entry has `flag` set to true. */
type KindsWith<Flag extends keyof ItemKind> = {
  [K in ItemKindName]: Kinds[K][Flag] extends true ? K : never;
}[ItemKindName];

const ALL_KINDS = Object.keys(ITEM_KINDS) as ItemKindName[];

/** The kinds whose entry has `flag` set, in registry order, as a non-empty tuple for zod enums. */
function kindsWith<Flag extends keyof ItemKind>(flag: Flag) {
  return ALL_KINDS.filter((kind) => ITEM_KINDS[kind][flag] === true) as unknown as readonly [
    KindsWith<Flag>,
    ...KindsWith<Flag>[],
  ];
}

/** Everything a person can report. */
export const REPORTABLE_KINDS = kindsWith("reportable");
export type ReportableKind = KindsWith<"reportable">;

/** The kinds replies hang off. */
export const THREAD_KINDS = kindsWith("thread");
export type ThreadKind = KindsWith<"thread">;

/** The kinds members may react to. */
export const REACTABLE_KINDS = kindsWith("reactions");
export type ReactableKind = KindsWith<"reactions">;

/** The kinds search finds. */
export const SEARCHABLE_KINDS = kindsWith("searchable");
export type SearchableKind = KindsWith<"searchable">;

/** The kinds that carry content warnings. */
export const WARNED_KINDS = kindsWith("contentWarnings");
export type WarnedKind = KindsWith<"contentWarnings">;

/** The kinds members write (the others are the site's own, written by moderators). */
export const MEMBER_KINDS = ALL_KINDS.filter((kind) => ITEM_KINDS[kind].writtenBy === "member");

/** `kind`'s noun ("discussion"). */
export function itemNoun(kind: ItemKindName): string {
  return ITEM_KINDS[kind].noun;
}

/** `kind`'s plural ("discussions"). */
export function itemPlural(kind: ItemKindName): string {
  return ITEM_KINDS[kind].plural;
}

/** "This discussion isn't here any more": what a reader sees of an item that is gone or not theirs to see. */
export function itemNotFoundMessage(kind: ItemKindName): string {
  return `This ${ITEM_KINDS[kind].noun} isn't here any more`;
}
