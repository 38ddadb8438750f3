/**
 * Every React Query key the client uses, in one place. Each key starts with the /api resource it
 * caches, so invalidating the root (`queryKeys.resource("featured")`) reloads every screen that
 * shows that resource: the admin tab and the public page alike (after each write the
 * matching list is reloaded).
 */

/** The /api paths whose answers the client caches; also the first element of their keys. */
export type ApiResource =
  | "featured"
  | "posts"
  | "stories"
  | "groups"
  | "resources"
  | "blog"
  | "categories"
  | "pet-photos"
  | "wellness-challenges"
  | "member-of-the-month"
  | "hero-content";

const root = <R extends ApiResource>(resource: R) => [resource] as const;

export const queryKeys = {
  /** The root of everything cached from one resource. */
  resource: root,
  me: ["me"] as const,
  posts: {
    all: root("posts"),
    list: (category: string) => [...root("posts"), "list", category] as const,
    home: [...root("posts"), "home"] as const,
  },
  stories: { all: root("stories") },
  /** One item's own page, and its thread of replies, under the item's resource. */
  item: (resource: ApiResource, id: string) => [...root(resource), "item", id] as const,
  replies: (resource: ApiResource, id: string) => [...root(resource), "item", id, "replies"] as const,
  /** The versions an edit of an item (or of a reply, under "replies") replaced. */
  revisions: (resource: ApiResource | "replies", id: string) => [resource, "item", id, "revisions"] as const,
  groups: {
    all: root("groups"),
    /** The list filtered by a place and a type ("" for any). */
    list: (location: string, type: string) => [...root("groups"), "list", location, type] as const,
  },
  blog: {
    all: root("blog"),
    /** The HTML a draft's Markdown makes (the editor's preview). */
    preview: (content: string) => [...root("blog"), "preview", content] as const,
    /** An article not yet published, as its page will show it (a moderator's preview). */
    draft: (id: string) => [...root("blog"), "draft", id] as const,
  },
  resources: {
    all: root("resources"),
    /** The few newest of one section, on the /resources overview. */
    preview: (category: string) => [...root("resources"), "preview", category] as const,
    /** One section in full, paged. */
    section: (category: string) => [...root("resources"), "section", category] as const,
  },
  featured: { all: root("featured"), home: [...root("featured"), "home"] as const },
  petPhotos: { all: root("pet-photos") },
  challenges: {
    all: root("wellness-challenges"),
    /** The ids of the challenges the logged-in member joined. */
    joined: (userId: string) => [...root("wellness-challenges"), "joined", userId] as const,
  },
  memberOfTheMonth: { all: root("member-of-the-month") },
  hero: {
    all: root("hero-content"),
    /** The hero the home page shows (GET /api/hero-content). */
    active: [...root("hero-content"), "active"] as const,
    /** The hero the admin tab edits (GET /api/hero-content/current). */
    current: [...root("hero-content"), "current"] as const,
  },
  /** Admin tabs: distinct from the public keys (an infinite query and a plain one never share an entry). */
  admin: {
    pages: (resource: ApiResource) => [...root(resource), "admin", "pages"] as const,
  },
  /**
   * A member's public page: who they are, and their items under each item resource's root, so a
   * new or changed post, story or photo reloads their page too.
   */
  members: {
    profile: (username: string) => ["members", username.toLowerCase()] as const,
    items: (resource: "posts" | "stories" | "pet-photos", username: string) =>
      [...root(resource), "member", username.toLowerCase()] as const,
  },
  /** A member's notifications: the page's list and the header's unread count. */
  notifications: {
    all: ["notifications"] as const,
    list: (userId: string) => ["notifications", userId, "list"] as const,
    unread: (userId: string) => ["notifications", userId, "unread"] as const,
  },
  /** A member's content-warning choices (a guest's live in the browser). */
  contentWarningSettings: (userId: string) => ["content-warning-settings", userId] as const,
  /** The moderation queue, its open count and the audit log (moderators only). */
  moderation: {
    all: ["moderation"] as const,
    queue: ["moderation", "queue", "list"] as const,
    count: ["moderation", "queue", "count"] as const,
    audit: ["moderation", "audit-log"] as const,
  },
  /** The moderators' Contact Us inbox. */
  contactInbox: ["contact-messages", "inbox"] as const,
  /** Site search (/search): results by query and kind, and the counts beside them. */
  search: {
    all: ["search"] as const,
    results: (query: string, type: string | null) => ["search", "results", query, type ?? "all"] as const,
    summary: (query: string) => ["search", "summary", query] as const,
  },
  recommendations: {
    all: ["recommendations"] as const,
    list: (userId: string, limit: number) => ["recommendations", userId, limit] as const,
    preferences: (userId: string) => ["user-preferences", userId] as const,
    engagement: (userId: string) => ["user-engagement", userId] as const,
  },
};
