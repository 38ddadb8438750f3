/**
 * The data model: every table of the site (with sessions, rate limits and uploads:
 * docs/decisions.md) and the row types. What a client sends is checked by plain Zod schemas beside
 * each route's contract (shared/contracts/*.body.ts), so no form takes the tables into the client.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  bigint,
  boolean,
  check,
  smallint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ACCOUNT_TOKEN_PURPOSES,
  DATA_EXPORT_STATUSES,
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_SUBSCRIBER_STATUSES,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  PUSH_KINDS,
  TEXT_SIZES,
  THEMES,
  USER_ROLES,
  REACTION_KINDS,
  DEFAULT_ACTIVITY_LEVEL,
  DEFAULT_BADGE_COLOR,
  HERO_DEFAULTS,
  optionValues,
} from "./constants";
import { CONTACT_TOPICS } from "./contact";
import { PUBLICATION_STATUSES } from "./publication";
import { WARNING_MODES } from "./safety/content-warnings";
import { AUDITED_ITEM_TYPES, REPORTABLE_TYPES, REPORT_REASONS } from "./safety/moderation";

// Millisecond precision, so a keyset cursor taken from a JavaScript Date matches the row exactly.
const createdAt = () => timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow();
const id = () => uuid("id").primaryKey().defaultRandom();
/** What a site image shows, for people who cannot see it (required while there is an image). */
const imageAlt = () => text("image_alt").notNull().default("");
/** When the author (or a moderator) last changed the text; null when never edited. */
const editedAt = () => timestamp("edited_at", { withTimezone: true, precision: 3 });

// Safety (docs/decisions.md#safety-first): what every member-written item carries.
/** Set while a post that matched an imminent-risk phrase waits for a moderator: only its author and moderators see it. */
const heldAt = () => timestamp("held_at", { withTimezone: true, precision: 3 });
/** Set while it is hidden, by a moderator or by reports from several members; the author still sees it, and why. */
const hiddenAt = () => timestamp("hidden_at", { withTimezone: true, precision: 3 });
const hiddenReason = () => text("hidden_reason");
/** Warnings from CONTENT_WARNINGS (shared/safety/content-warnings.ts), set by the author or a moderator. */
const contentWarnings = () =>
  text("content_warnings")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
/** Shown as "A member"; moderators still see who. */
const anonymous = () => boolean("anonymous").notNull().default(false);
/** The author asked search engines to leave its page out. */
const noindex = () => boolean("noindex").notNull().default(false);

// Search: posts, replies, stories, groups, resources and blog posts each have a generated
// `search_vector` tsvector (migration 0005), and triggers copy every findable row's into
// `search_documents`, the one table search reads, with its GIN index (migration 0006), and feed
// `search_terms`. They are kept out of this model on purpose: no select here ever carries a row's
// search words (server/repositories/search.repository.ts reads them).

/** Lists are read newest first with a (created_at, id) keyset; this index serves them. */
function newestFirstIndex(name: string, table: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) {
  return index(name).on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst());
}

export const users = pgTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    /** An argon2id hash; never leaves the server. */
    password: text("password").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("member"),
    /** Set while a moderator has suspended the member: they can read but not write. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true, precision: 3 }),
    /** When the suspension ends; null with suspendedAt set means until a moderator lifts it. */
    suspendedUntil: timestamp("suspended_until", { withTimezone: true, precision: 3 }),
    /** A verified address for recovery and notices (never shown to anyone); null until one is verified. */
    email: text("email"),
    /** The base32 TOTP secret while two-factor sign-in is on; null when it is off. */
    totpSecret: text("totp_secret"),
    /** The last TOTP time step accepted, so a code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** How notices reach the member: in the app only, also by email as they happen, a daily email digest, or not at all. */
    notificationDelivery: text("notification_delivery", { enum: NOTIFICATION_DELIVERIES }).notNull().default("app"),
    /** When the last daily digest was sent (or first due from). */
    digestSentAt: timestamp("digest_sent_at", { withTimezone: true, precision: 3 }),
    /** "Take a break": notices paused and counts hidden from breakStartedAt until breakEndsAt (null: until turned off). */
    breakStartedAt: timestamp("break_started_at", { withTimezone: true, precision: 3 }),
    breakEndsAt: timestamp("break_ends_at", { withTimezone: true, precision: 3 }),
    /** False when the member asked for their member page not to be shown. */
    memberPageShown: boolean("member_page_shown").notNull().default(true),
    /** A moderator's choice: also mail them at once when the crisis screening holds an item (their bell always tells). */
    crisisAlertMail: boolean("crisis_alert_mail").notNull().default(true),
    /** Light, dark, or as the device is; kept here for every device, and in the browser for visitors. */
    theme: text("theme", { enum: THEMES }).notNull().default("system"),
    textSize: text("text_size", { enum: TEXT_SIZES }).notNull().default("normal"),
    /** The kinds of notice also sent as push notices to the member's devices; none until they opt in. */
    pushKinds: text("push_kinds", { enum: PUSH_KINDS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Quiet hours for push notices, in minutes after midnight in timeZone; both null: none. */
    quietHoursStart: smallint("quiet_hours_start"),
    quietHoursEnd: smallint("quiet_hours_end"),
    /** The member's IANA time zone, as their browser last told it (quiet hours, reminders). */
    timeZone: text("time_zone"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true, precision: 3 }).notNull(),
    /** The logged-in member, read from Passport's part of the session, so a member's sessions can be listed and ended. */
    userId: text("user_id").generatedAlwaysAs(sql`sess #>> '{passport,user}'`),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

/**
 * A single-use link sent by email: verifying an address (24 hours) or resetting a password (30
 * minutes). Only a SHA-256 of the token is kept, so a copy of the table opens nothing.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** verify-email: the address being verified; revert-email: the address an undo link restores. */
    email: text("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId), index("account_tokens_expires_at_idx").on(t.expiresAt)],
);

/** A two-factor recovery code, stored hashed; each signs in once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * Mail waiting to be sent, written in the transaction of the event that causes it; a worker sends
 * it with retries and backoff, and claims each row so that several processes send it once.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The member it is for, so deleting the account takes unsent mail with it; null for mail to no account. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** While a worker is sending it; a worker that died leaves it to be claimed again after this. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true, precision: 3 }),
    sentAt: timestamp("sent_at", { withTimezone: true, precision: 3 }),
    lastError: text("last_error"),
    /**
     * Extra headers for this message (a newsletter issue's List-Unsubscribe and
     * List-Unsubscribe-Post, RFC 8058); site links in them are made full like the text's.
     */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index("mail_outbox_user_idx").on(t.userId),
  ],
);

/**
 * A browser's push subscription (Web Push, RFC 8030), one per device a member turned push notices
 * on from. Removed when the push service says it has expired (404 or 410).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * A push notice waiting to be sent to one subscription, written in the transaction of the event
 * that causes it; eventKey makes it once per event and subscription. Sent like mail: claimed, so
 * several processes send it once, with retries and backoff.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    eventKey: text("event_key").notNull(),
    /** What the service worker shows: a title, a line and the page it opens. */
    payload: jsonb("payload").$type<{ title: string; body: string; url: string; tag?: string }>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true, precision: 3 }),
    sentAt: timestamp("sent_at", { withTimezone: true, precision: 3 }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_outbox_event_key").on(t.subscriptionId, t.eventKey),
    index("push_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * Someone who asked for the blog's newsletter (docs/decisions.md#a-real-newsletter): double
 * opt-in, so nothing but the confirmation is sent until its link is opened. The address is kept
 * trimmed and lower-cased, once. Only a SHA-256 of the confirmation token is kept; unsubscribe
 * tokens are each issue's own (newsletterDeliveries), kept as a SHA-256 too.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    status: text("status", { enum: NEWSLETTER_SUBSCRIBER_STATUSES }).notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true, precision: 3 }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, precision: 3 }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`),
    newestFirstIndex("newsletter_subscribers_newest_idx", t),
    // An issue being sent walks the confirmed subscribers in id order.
    index("newsletter_subscribers_confirmed_idx")
      .on(t.id)
      .where(sql`${t.status} = 'confirmed'`),
  ],
);

/**
 * An issue a moderator composes from recent articles. Its text is made when sending starts
 * (`textBody`), so every subscriber gets the same words even if an article changes mid-send.
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: id(),
    subject: text("subject").notNull(),
    intro: text("intro").notNull(),
    articleIds: uuid("article_ids").array().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: NEWSLETTER_ISSUE_STATUSES }).notNull().default("draft"),
    /** The message every subscriber gets, without its unsubscribe lines; set when sending starts. */
    textBody: text("text_body"),
    /** Confirmed subscribers when sending started: who the issue is for. */
    recipientCount: integer("recipient_count"),
    sendingStartedAt: timestamp("sending_started_at", { withTimezone: true, precision: 3 }),
    sentAt: timestamp("sent_at", { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [newestFirstIndex("newsletter_issues_newest_idx", t)],
);

/**
 * One subscriber's copy of one issue, written in the same transaction as its outbox row: the
 * primary key makes each subscriber get an issue once, however often sending resumes. Its
 * unsubscribe link carries a token of its own, of which only a SHA-256 is kept (as for account
 * links), so a copy of the table unsubscribes nobody.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    /** Its message; null once housekeeping removed the sent row (so: delivered). */
    mailId: bigint("mail_id", { mode: "number" }).references(() => mailOutbox.id, { onDelete: "set null" }),
    /**
     * SHA-256 (hex) of the unsubscribe token in this copy's links. Copies sent before tokens were
     * per copy share their subscriber's one token, hence no unique index (migration 0015).
     */
    unsubscribeTokenHash: text("unsubscribe_token_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    index("newsletter_deliveries_mail_idx").on(t.mailId),
    index("newsletter_deliveries_unsubscribe_token_idx").on(t.unsubscribeTokenHash),
  ],
);

/** A member's "Export my data" download: built in the background, kept for a while, then removed. */
export const dataExports = pgTable(
  "data_exports",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: DATA_EXPORT_STATUSES }).notNull().default("building"),
    /** Where the zip is kept in object storage, once built. */
    objectKey: text("object_key"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    readyAt: timestamp("ready_at", { withTimezone: true, precision: 3 }),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [index("data_exports_user_newest_idx").on(t.userId, t.createdAt.desc())],
);

/**
 * The username of a deleted account, kept from others for 30 days so nobody can pose as the
 * member who left. Only a SHA-256 of the folded name is kept: no row names them.
 */
export const releasedUsernames = pgTable("released_usernames", {
  nameHash: text("name_hash").primaryKey(),
  freeAt: timestamp("free_at", { withTimezone: true, precision: 3 }).notNull(),
});

/**
 * Where a suspended member has been seen (docs/security.md#the-third-probes-findings): a keyed hash
 * of each client address their session came from while suspended (server/lib/address-hash.ts),
 * never the address. A guest write from one of them is refused as the member's own would be, while
 * the member is still suspended and was seen there in the last 30 days
 * (server/middleware/suspension.ts).
 */
export const suspendedAddresses = pgTable(
  "suspended_addresses",
  {
    addressHash: text("address_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.addressHash, t.userId] }), index("suspended_addresses_user_idx").on(t.userId)],
);

/** Fixed-window counters shared by every server process (docs/decisions.md#rate-limits-in-the-database). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  resetAt: timestamp("reset_at", { withTimezone: true, precision: 3 }).notNull(),
});

/** Every upload URL the server issues, so each is used once and a photo can only point at ours. */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    status: text("status", { enum: ["pending", "stored"] })
      .notNull()
      .default("pending"),
    issuedTo: text("issued_to").notNull(),
    contentType: text("content_type"),
    byteSize: integer("byte_size"),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    storedAt: timestamp("stored_at", { withTimezone: true, precision: 3 }),
    /**
     * A moderator saved it as an image of the site's own content (featured, blog, resource, member
     * of the month, challenge): it is served and housekeeping keeps it. Cleared once no such row
     * shows it any more (server/services/site-images.ts).
     */
    siteImage: boolean("site_image").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_expires_at_idx").on(t.expiresAt)],
);

export const posts = pgTable(
  "posts",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    category: text("category").notNull(),
    /** The number of replies under it, kept in the transaction that adds or removes one. */
    replies: integer("replies").notNull().default(0),
    editedAt: editedAt(),
    /** Set when its author removed a post that has replies: the thread stays, the post's text goes. */
    removedAt: timestamp("removed_at", { withTimezone: true, precision: 3 }),
    /** Set when a moderator closed the thread to new replies. */
    lockedAt: timestamp("locked_at", { withTimezone: true, precision: 3 }),
    heldAt: heldAt(),
    hiddenAt: hiddenAt(),
    hiddenReason: hiddenReason(),
    contentWarnings: contentWarnings(),
    anonymous: anonymous(),
    noindex: noindex(),
    createdAt: createdAt(),
  },
  (t) => [
    newestFirstIndex("posts_newest_idx", t),
    // A member's latest posts, which the moderation queue shows beside a reported one.
    index("posts_author_newest_idx").on(t.authorId, t.createdAt.desc()),
    index("posts_category_newest_idx").on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const stories = pgTable(
  "stories",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    petName: text("pet_name").notNull(),
    petType: text("pet_type").notNull(),
    // The member who shared it; null for a guest's story (or once the member's account is gone).
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Comments under it, kept like a post's replies. */
    replies: integer("replies").notNull().default(0),
    editedAt: editedAt(),
    heldAt: heldAt(),
    hiddenAt: hiddenAt(),
    hiddenReason: hiddenReason(),
    contentWarnings: contentWarnings(),
    anonymous: anonymous(),
    noindex: noindex(),
    createdAt: createdAt(),
  },
  (t) => [
    newestFirstIndex("stories_newest_idx", t),
    // A member's latest stories, which the moderation queue shows beside a reported item.
    index("stories_user_newest_idx").on(t.userId, t.createdAt.desc()),
  ],
);

export const groups = pgTable(
  "groups",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull(),
    type: text("type").notNull(),
    schedule: text("schedule").notNull(),
    contactInfo: text("contact_info").notNull(),
    heldAt: heldAt(),
    hiddenAt: hiddenAt(),
    hiddenReason: hiddenReason(),
    createdAt: createdAt(),
  },
  (t) => [
    newestFirstIndex("groups_newest_idx", t),
    // Location filters match a prefix or a near spelling of a town, region or postcode (pg_trgm).
    // fastupdate off: PGlite runs no autovacuum, and a GIN index's pending list, read in full by every
    // search, would otherwise grow to 4 MB and tip the planner into a scan of the table.
    index("groups_location_trgm_idx").using("gin", t.location.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("groups_type_newest_idx").on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const resources = pgTable(
  "resources",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    url: text("url"),
    imageUrl: text("image_url"),
    imageAlt: imageAlt(),
    createdAt: createdAt(),
  },
  (t) => [
    newestFirstIndex("resources_newest_idx", t),
    index("resources_category_newest_idx").on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * A draft, scheduled or published item (shared/publication.ts): existing rows are published.
 * `publish_at` is set exactly while the item is scheduled.
 */
const publication = () => ({
  status: text("status", { enum: PUBLICATION_STATUSES }).notNull().default("published"),
  publishAt: timestamp("publish_at", { withTimezone: true, precision: 3 }),
});

/**
 * The public reads only published rows, newest first (a partial index, so drafts cost it nothing);
 * the scheduler reads the scheduled ones by time; a schedule always has its time.
 */
function publicationIndexes(
  table: string,
  t: { status: ExtraConfigColumn; publishAt: ExtraConfigColumn; createdAt: ExtraConfigColumn; id: ExtraConfigColumn },
) {
  return [
    index(`${table}_published_newest_idx`)
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index(`${table}_scheduled_idx`)
      .on(t.publishAt)
      .where(sql`${t.status} = 'scheduled'`),
    check(
      `${table}_schedule_check`,
      sql`${t.status} in ('draft', 'scheduled', 'published') and (${t.status} = 'scheduled') = (${t.publishAt} is not null)`,
    ),
  ];
}

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    /** The article's address, `/blog/<slug>`: made from its title, unique; old ones redirect (blogSlugRedirects). */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull(),
    author: text("author").notNull(),
    imageUrl: text("image_url"),
    imageAlt: imageAlt(),
    ...publication(),
    editedAt: editedAt(),
    /** The date shown: when it was published (publishing a draft or a scheduled article sets it). */
    createdAt: createdAt(),
  },
  (t) => [
    newestFirstIndex("blog_posts_newest_idx", t),
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    ...publicationIndexes("blog_posts", t),
  ],
);

/** An article's earlier address: `/blog/<oldSlug>` answers 301 to its current slug after a title change. */
export const blogSlugRedirects = pgTable("blog_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  blogPostId: uuid("blog_post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * Every word of the text the public may find, lower-cased, so a misspelt query word can be
 * corrected to its nearest real one by trigram similarity (pg_trgm), with how many rows of
 * `search_documents` hold it: a word joins with the first findable row that has it and leaves with
 * the last (held, hidden, unpublished, edited away or deleted). Kept by the same triggers as
 * search_documents, in the same transaction (migrations/0018_search_vocabulary.sql), so a word of a
 * held, hidden, draft or deleted item is never suggested.
 */
export const searchTerms = pgTable(
  "search_terms",
  { term: text("term").primaryKey(), rows: integer("rows").notNull().default(1) },
  (t) => [
    // fastupdate off, as for groups_location_trgm_idx.
    index("search_terms_trgm_idx").using("gin", t.term.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

export const featuredItems = pgTable(
  "featured_items",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    type: text("type").notNull(),
    imageUrl: text("image_url").notNull().default(""),
    imageAlt: imageAlt(),
    url: text("url"),
    ...publication(),
    /** When it was published (publishing a draft or a scheduled item sets it): the home page shows the newest. */
    createdAt: createdAt(),
  },
  (t) => [newestFirstIndex("featured_items_newest_idx", t), ...publicationIndexes("featured_items", t)],
);

export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    color: text("color").notNull().default(DEFAULT_BADGE_COLOR),
    contentType: text("content_type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("categories_name_lower_key").on(sql`lower(${t.name})`),
    newestFirstIndex("categories_newest_idx", t),
  ],
);

export const petPhotos = pgTable(
  "pet_photos",
  {
    id: id(),
    imageUrl: text("image_url").notNull(),
    petName: text("pet_name").notNull(),
    petType: text("pet_type").notNull(),
    ownerName: text("owner_name").notNull(),
    description: text("description"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Comments under it, kept like a post's replies. */
    replies: integer("replies").notNull().default(0),
    editedAt: editedAt(),
    heldAt: heldAt(),
    hiddenAt: hiddenAt(),
    hiddenReason: hiddenReason(),
    contentWarnings: contentWarnings(),
    noindex: noindex(),
    createdAt: createdAt(),
  },
  (t) => [
    newestFirstIndex("pet_photos_newest_idx", t),
    // A member's page lists their photos newest first.
    index("pet_photos_user_newest_idx").on(t.userId, t.createdAt.desc()),
    // One photo per upload: deleting a photo deletes its upload's files, which must be nobody else's.
    uniqueIndex("pet_photos_image_url_key").on(t.imageUrl),
  ],
);

export const wellnessChallenges = pgTable(
  "wellness_challenges",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    startDate: timestamp("start_date", { withTimezone: true, precision: 3 }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true, precision: 3 }).notNull(),
    participants: integer("participants").notNull().default(0),
    imageUrl: text("image_url"),
    imageAlt: imageAlt(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    heldAt: heldAt(),
    hiddenAt: hiddenAt(),
    hiddenReason: hiddenReason(),
    createdAt: createdAt(),
  },
  (t) => [
    newestFirstIndex("wellness_challenges_newest_idx", t),
    // The public list holds the challenges not yet ended: few, however many have ended before.
    index("wellness_challenges_end_idx").on(t.endDate),
    check("wellness_challenges_dates_check", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const memberOfTheMonth = pgTable(
  "member_of_the_month",
  {
    id: id(),
    memberName: text("member_name").notNull(),
    petName: text("pet_name").notNull(),
    petType: text("pet_type").notNull(),
    story: text("story").notNull(),
    month: text("month").notNull(),
    year: integer("year").notNull(),
    imageUrl: text("image_url"),
    imageAlt: imageAlt(),
    /** When a moderator made it the current one; the newest chosen is shown, else the newest entry. */
    chosenAt: timestamp("chosen_at", { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [
    newestFirstIndex("member_of_the_month_newest_idx", t),
    // The current one: the chosen last, else the newest (server/repositories/member-of-the-month.repository.ts).
    index("member_of_the_month_current_idx").on(
      t.chosenAt.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const userPreferences = pgTable("user_preferences", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  petTypes: text("pet_types")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  interests: text("interests")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  preferredContentTypes: text("preferred_content_types")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  activityLevel: text("activity_level").notNull().default(DEFAULT_ACTIVITY_LEVEL),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const heroContent = pgTable(
  "hero_content",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    titleFontFamily: text("title_font_family").notNull().default(HERO_DEFAULTS.titleFontFamily),
    contentFontFamily: text("content_font_family").notNull().default(HERO_DEFAULTS.contentFontFamily),
    titleFontSize: text("title_font_size").notNull().default(HERO_DEFAULTS.titleFontSize),
    contentFontSize: text("content_font_size").notNull().default(HERO_DEFAULTS.contentFontSize),
    isActive: integer("is_active").notNull().default(HERO_DEFAULTS.isActive),
    /** When set, the scheduler makes this hero the active one at that time, then clears it. */
    activateAt: timestamp("activate_at", { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // At most one active hero, whatever concurrent saves do.
  (t) => [
    uniqueIndex("hero_content_one_active_key")
      .on(t.isActive)
      .where(sql`${t.isActive} = 1`),
  ],
);

export const contentRecommendations = pgTable(
  "content_recommendations",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentId: uuid("content_id").notNull(),
    contentType: text("content_type").notNull(),
    score: integer("score").notNull(),
    reasoning: text("reasoning"),
    viewed: integer("viewed").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("content_recommendations_user_item_key").on(t.userId, t.contentType, t.contentId),
    index("content_recommendations_user_score_idx").on(t.userId, t.score.desc().nullsFirst(), t.id),
  ],
);

// ---- Conversations (docs/decisions.md#conversations): replies, reactions, edits, notifications,
// live events and challenge participants. An item another row hangs off is named by one nullable
// foreign key per kind of item, with a check that exactly one is set: real constraints, no
// polymorphic id.

/** The item columns a reply, reaction or revision may hang off, exactly one of them set. */
function oneItemCheck(name: string, columns: ExtraConfigColumn[]) {
  return check(name, sql`num_nonnulls(${sql.join(columns, sql`, `)}) = 1`);
}

/**
 * A reply under a discussion, or a comment under a story or a photo: the same thing, one table.
 * A reply may answer an earlier reply in the same thread (shown as a short quote, never nested).
 */
export const replies = pgTable(
  "replies",
  {
    id: id(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    storyId: uuid("story_id").references(() => stories.id, { onDelete: "cascade" }),
    photoId: uuid("photo_id").references(() => petPhotos.id, { onDelete: "cascade" }),
    /** The reply this one answers; null when it answers the thread, or once that reply is gone. */
    answersId: uuid("answers_id").references((): AnyPgColumn => replies.id, { onDelete: "set null" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    author: text("author").notNull(),
    content: text("content").notNull(),
    editedAt: editedAt(),
    heldAt: heldAt(),
    hiddenAt: hiddenAt(),
    hiddenReason: hiddenReason(),
    contentWarnings: contentWarnings(),
    anonymous: anonymous(),
    createdAt: createdAt(),
  },
  (t) => [
    oneItemCheck("replies_one_item_check", [t.postId, t.storyId, t.photoId]),
    // Threads are read oldest first by (created_at, id), one item at a time.
    index("replies_post_thread_idx")
      .on(t.postId, t.createdAt, t.id)
      .where(sql`${t.postId} is not null`),
    index("replies_story_thread_idx")
      .on(t.storyId, t.createdAt, t.id)
      .where(sql`${t.storyId} is not null`),
    index("replies_photo_thread_idx")
      .on(t.photoId, t.createdAt, t.id)
      .where(sql`${t.photoId} is not null`),
    index("replies_answers_idx").on(t.answersId),
    index("replies_author_idx").on(t.authorId, t.createdAt),
  ],
);

/** A member's gentle reaction to one item: one of each kind per member per item, decided by a unique index. */
export const reactions = pgTable(
  "reactions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: optionValues(REACTION_KINDS) }).notNull(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    replyId: uuid("reply_id").references(() => replies.id, { onDelete: "cascade" }),
    storyId: uuid("story_id").references(() => stories.id, { onDelete: "cascade" }),
    photoId: uuid("photo_id").references(() => petPhotos.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    oneItemCheck("reactions_one_item_check", [t.postId, t.replyId, t.storyId, t.photoId]),
    check(
      "reactions_kind_check",
      sql`${t.kind} in (${sql.raw(
        optionValues(REACTION_KINDS)
          .map((kind) => `'${kind}'`)
          .join(", "),
      )})`,
    ),
    // Each also serves the counts for its kind of item.
    uniqueIndex("reactions_post_key")
      .on(t.postId, t.kind, t.userId)
      .where(sql`${t.postId} is not null`),
    uniqueIndex("reactions_reply_key")
      .on(t.replyId, t.kind, t.userId)
      .where(sql`${t.replyId} is not null`),
    uniqueIndex("reactions_story_key")
      .on(t.storyId, t.kind, t.userId)
      .where(sql`${t.storyId} is not null`),
    uniqueIndex("reactions_photo_key")
      .on(t.photoId, t.kind, t.userId)
      .where(sql`${t.photoId} is not null`),
  ],
);

/** A version an edit replaced (or a removal blanked), kept for moderators. */
export const revisions = pgTable(
  "revisions",
  {
    id: id(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    replyId: uuid("reply_id").references(() => replies.id, { onDelete: "cascade" }),
    storyId: uuid("story_id").references(() => stories.id, { onDelete: "cascade" }),
    photoId: uuid("photo_id").references(() => petPhotos.id, { onDelete: "cascade" }),
    /** The text fields as they were before the change, e.g. { title, content }. */
    previous: jsonb("previous").$type<Record<string, string | null>>().notNull(),
    editedBy: uuid("edited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    oneItemCheck("revisions_one_item_check", [t.postId, t.replyId, t.storyId, t.photoId]),
    index("revisions_post_idx")
      .on(t.postId)
      .where(sql`${t.postId} is not null`),
    index("revisions_reply_idx")
      .on(t.replyId)
      .where(sql`${t.replyId} is not null`),
    index("revisions_story_idx")
      .on(t.storyId)
      .where(sql`${t.storyId} is not null`),
    index("revisions_photo_idx")
      .on(t.photoId)
      .where(sql`${t.photoId} is not null`),
  ],
);

/**
 * Something a member should know: a reply to what they wrote, an answer to their reply, reactions
 * (grouped while unread: one row per item and kind, counting people), or a moderator's action.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    /** Unread notifications with the same key are one row (reactions to one item, of one kind). */
    groupKey: text("group_key"),
    /** The latest person behind it, and how many different people it counts. */
    actorName: text("actor_name"),
    actorIds: uuid("actor_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** What it is about, as shown then, and where it leads. */
    subject: text("subject").notNull(),
    url: text("url").notNull(),
    reactionKind: text("reaction_kind", { enum: optionValues(REACTION_KINDS) }),
    /** The item a moderator's note is about, so its author can answer the moderators from the notice. */
    itemType: text("item_type", { enum: REPORTABLE_TYPES }),
    itemId: uuid("item_id"),
    readAt: timestamp("read_at", { withTimezone: true, precision: 3 }),
    /** Moves to now when a grouped notification gains a person, so it comes back to the top. */
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_newest_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("notifications_user_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // The page a notice leads to, without its #reply anchor: removing an item forgets every notice
    // about it (server/items/lifecycle.ts), whoever's bell it is in.
    index("notifications_page_idx").on(sql`split_part(${t.url}, '#', 1)`),
    uniqueIndex("notifications_unread_group_key")
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
);

/**
 * The live event log behind the event stream: written in the transaction that caused it, announced
 * with NOTIFY, and replayed after a reconnect from the id in Last-Event-ID. Kept for a day.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Who may see it: "thread:post:<id>" (anyone reading it) or "member:<user id>" (that member only). */
    channel: text("channel").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("live_events_channel_idx").on(t.channel, t.id), index("live_events_created_at_idx").on(t.createdAt)],
);

/** A member who joined a wellness challenge: one row per member per challenge. */
export const challengeParticipants = pgTable(
  "challenge_participants",
  {
    challengeId: uuid("challenge_id")
      .notNull()
      .references(() => wellnessChallenges.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.userId] }), index("challenge_participants_user_idx").on(t.userId)],
);

/**
 * One reported or held item waiting for a moderator (docs/decisions.md#safety-first). An item has
 * at most one open case; reports while it is open join it. Items are named by type and id, not by a
 * foreign key, so a case and its snapshot outlive an item its author deletes.
 */
export const moderationCases = pgTable(
  "moderation_cases",
  {
    id: id(),
    itemType: text("item_type", { enum: REPORTABLE_TYPES }).notNull(),
    itemId: uuid("item_id").notNull(),
    /** The item's member author when the case opened; null for a guest's item. */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** 0 held for a crisis phrase, 1 someone may be at risk, 2 reported: the queue's order (CASE_PRIORITIES). */
    priority: smallint("priority").notNull(),
    /** Whether it matched a crisis phrase (held, or published with a check-in). */
    crisisMatch: boolean("crisis_match").notNull().default(false),
    /** The item's text when the case opened. */
    snapshot: jsonb("snapshot").$type<Record<string, string | null>>().notNull(),
    claimedBy: uuid("claimed_by").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true, precision: 3 }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("moderation_cases_open_item_key")
      .on(t.itemType, t.itemId)
      .where(sql`${t.resolvedAt} is null`),
    // The queue: most urgent first, oldest first within each.
    index("moderation_cases_queue_idx")
      .on(t.priority, t.createdAt, t.id)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** One person's report of one item: a member's repeated reports of an item count once per case. */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => moderationCases.id, { onDelete: "cascade" }),
    /** Null for a guest; never shown to the reported person. */
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason", { enum: optionValues(REPORT_REASONS) }).notNull(),
    note: text("note"),
    /** The item's text as this person reported it. */
    snapshot: jsonb("snapshot").$type<Record<string, string | null>>().notNull(),
    /**
     * A keyed hash of the reporter's client address (server/lib/address-hash.ts), never the address:
     * reports from one address count once towards the net and the queue's at-risk tier. Cleared
     * when a moderator closes the case; null for reports sent before it was kept.
     */
    reporterAddressHash: text("reporter_address_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reports_case_idx").on(t.caseId),
    uniqueIndex("reports_case_reporter_key")
      .on(t.caseId, t.reporterId)
      .where(sql`${t.reporterId} is not null`),
    // A reporter's open "at risk" reports, counted by account and by address (services/reports.ts).
    index("reports_at_risk_reporter_idx")
      .on(t.reporterId)
      .where(sql`${t.reason} = 'at-risk'`),
    index("reports_at_risk_address_idx")
      .on(t.reporterAddressHash)
      .where(sql`${t.reason} = 'at-risk' and ${t.reporterAddressHash} is not null`),
  ],
);

/**
 * An author's answer to the moderators about their own item (a moderator's note, or the item being
 * held): only moderators read it, in the item's queue case.
 */
export const moderatorAnswers = pgTable(
  "moderator_answers",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => moderationCases.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("moderator_answers_case_idx").on(t.caseId, t.createdAt)],
);

/**
 * The audit log: every moderator action, who, what, which item, when and why. Append only: a
 * trigger (migrations/0004_safety.sql) refuses every UPDATE and DELETE, so nobody can edit it.
 * Names are copied in, with no foreign keys, so an entry never changes when an account goes.
 */
export const moderationLog = pgTable(
  "moderation_log",
  {
    id: id(),
    moderatorId: uuid("moderator_id"),
    moderatorName: text("moderator_name").notNull(),
    action: text("action").notNull(),
    itemType: text("item_type", { enum: AUDITED_ITEM_TYPES }),
    itemId: uuid("item_id"),
    memberId: uuid("member_id"),
    memberName: text("member_name"),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    newestFirstIndex("moderation_log_newest_idx", t),
    // What moderators did about a member, which decides whether their reports count (services/reports.ts).
    index("moderation_log_member_idx")
      .on(t.memberId)
      .where(sql`${t.memberId} is not null`),
  ],
);

/**
 * A message sent through Contact Us, for the moderators' inbox in /admin. It holds only
 * what the sender typed (name and email are optional) and is linked to no account. Housekeeping
 * removes it a while after a moderator marks it handled (`handledContactMessageMaxAgeMs`).
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name"),
    email: text("email"),
    topic: text("topic", { enum: optionValues(CONTACT_TOPICS) }).notNull(),
    message: text("message").notNull(),
    /** The shared crisis check matched its words: moderators read it first. Never shown to anyone else. */
    crisisMatch: boolean("crisis_match").notNull().default(false),
    handledAt: timestamp("handled_at", { withTimezone: true, precision: 3 }),
    handledBy: uuid("handled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    newestFirstIndex("contact_messages_newest_idx", t),
    // Housekeeping finds the handled messages past their time.
    index("contact_messages_handled_at_idx")
      .on(t.handledAt)
      .where(sql`${t.handledAt} is not null`),
  ],
);

/** A member's choice for one content warning: show, collapse or hide, until a time or for good. */
export const contentWarningSettings = pgTable(
  "content_warning_settings",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    warning: text("warning").notNull(),
    mode: text("mode", { enum: optionValues(WARNING_MODES) }).notNull(),
    until: timestamp("until", { withTimezone: true, precision: 3 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.warning] })],
);

export type User = typeof users.$inferSelect;
// Rows as stored. Lists and answers show the public shapes below: a member's internal id stays on
// the server, and what a client needs from it (whether a guest wrote the item) is said instead.
export type PostRow = typeof posts.$inferSelect;
export type StoryRow = typeof stories.$inferSelect;
export type PetPhotoRow = typeof petPhotos.$inferSelect;
export type WellnessChallengeRow = typeof wellnessChallenges.$inferSelect;

/**
 * What only the item's author and moderators may know about its moderation: lists show only
 * published items, so these never leave through them (item pages send ItemStatus instead).
 */
type ModerationColumns = "heldAt" | "hiddenAt" | "hiddenReason";
export type Post = Omit<PostRow, "authorId" | ModerationColumns>;
export type Story = Omit<StoryRow, "userId" | ModerationColumns> & { isGuest: boolean };
export type Group = Omit<typeof groups.$inferSelect, ModerationColumns>;
export type Resource = typeof resources.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type FeaturedItem = typeof featuredItems.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type PetPhoto = Omit<PetPhotoRow, "userId" | ModerationColumns> & { isGuest: boolean };
export type WellnessChallenge = Omit<WellnessChallengeRow, "createdBy">;
export type MemberOfTheMonth = typeof memberOfTheMonth.$inferSelect;
export type UserPreferences = typeof userPreferences.$inferSelect;
export type HeroContent = typeof heroContent.$inferSelect;
export type ContentRecommendation = typeof contentRecommendations.$inferSelect;
