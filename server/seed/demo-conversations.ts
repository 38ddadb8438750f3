/**
 * The demo community's life under its items: who the members are, the replies under threads,
 * comments under some stories and photos, and gentle reactions. Handed out by fixed rules (no
 * randomness), so every run writes the same conversation. Each item's reply count is the number
 * of rows made for it here, never a number written by hand.
 */
import { REACTION_KINDS, type ReactionKind } from "@shared/constants";
import {
  demoPhotoComments,
  demoRegulars,
  demoReplies,
  demoStoryComments,
  demoThanks,
  type DemoPostCategory,
} from "./demo-content";

/** An item the conversation is about: its kind and its place in that kind's list of rows. */
export type DemoTarget =
  | { kind: "post"; index: number }
  | { kind: "story"; index: number }
  | { kind: "photo"; index: number }
  | { kind: "reply"; index: number };

export interface DemoReply {
  on: Exclude<DemoTarget, { kind: "reply" }>;
  author: string;
  content: string;
  createdAt: Date;
}

export interface DemoReaction {
  on: DemoTarget;
  username: string;
  kind: ReactionKind;
  createdAt: Date;
}

interface DatedItem {
  author: string;
  createdAt: Date;
}

/** Every thread gets 2 to 6 replies; about one story in three and one photo in two gets comments. */
const MIN_THREAD_REPLIES = 2;
const THREAD_REPLIES_SPREAD = 5;

/** A fixed, well-mixed number for an index and a salt (Knuth's multiplicative hash). */
function mix(index: number, salt = 0): number {
  return Math.imul(index + 1 + salt * 7919, 2654435761) >>> 0;
}

/**
 * The replies under `posts` (by topic), comments under `stories` and `photos`, and the
 * reactions to them all, written by `members` (every demo member's name) after each item's own
 * time and before `now`.
 */
export function demoConversation(
  items: {
    posts: readonly (DatedItem & { category: DemoPostCategory })[];
    stories: readonly DatedItem[];
    photos: readonly DatedItem[];
  },
  members: readonly string[],
  now: Date,
): { replies: DemoReply[]; reactions: DemoReaction[] } {
  const replies: DemoReply[] = [];
  const used: Record<DemoPostCategory, number> = {
    "therapy-training": 0,
    "pet-loss": 0,
    "anxiety-depression": 0,
    ptsd: 0,
    "general-wellness": 0,
  };

  items.posts.forEach((post, index) => {
    const pool = demoReplies[post.category];
    const count = MIN_THREAD_REPLIES + (mix(index) % THREAD_REPLIES_SPREAD);
    const texts = Array.from({ length: count }, () => pool[used[post.category]++ % pool.length]!);
    // Every third thread's author comes back to thank the people who answered.
    if (index % 3 === 0) texts.push(demoThanks[index % demoThanks.length]!);
    const authors = repliers(post.author, texts.length, index, members);
    if (index % 3 === 0) authors[texts.length - 1] = post.author;
    texts.forEach((content, at) =>
      replies.push({
        on: { kind: "post", index },
        author: authors[at]!,
        content,
        createdAt: between(post.createdAt, now, at, texts.length),
      }),
    );
  });

  const comment = (kind: "story" | "photo", pool: readonly string[], every: number) => {
    const list = kind === "story" ? items.stories : items.photos;
    let next = 0;
    list.forEach((item, index) => {
      if (index % every !== 0) return;
      const count = 1 + (mix(index, 1) % 2);
      const authors = repliers(item.author, count, index + 100, members);
      for (let at = 0; at < count; at++) {
        replies.push({
          on: { kind, index },
          author: authors[at]!,
          content: pool[next++ % pool.length]!,
          createdAt: between(item.createdAt, now, at, count),
        });
      }
    });
  };
  comment("story", demoStoryComments, 3);
  comment("photo", demoPhotoComments, 2);

  return { replies, reactions: reactionsFor(items, replies, members, now) };
}

/** `count` different reply authors for an item by `author`: mostly the regulars, sometimes another member. */
function repliers(author: string, count: number, seed: number, members: readonly string[]): string[] {
  const others = members.filter((name) => name !== author && !(demoRegulars as readonly string[]).includes(name));
  const regulars = demoRegulars.filter((name) => name !== author);
  return Array.from({ length: count }, (_, at) =>
    at % 3 === 2 ? others[mix(seed, at) % others.length]! : regulars[(seed + at) % regulars.length]!,
  );
}

/** The `at`-th of `count` moments spread between `from` and `to`, each a little after the one before. */
function between(from: Date, to: Date, at: number, count: number): Date {
  const span = to.getTime() - from.getTime();
  return new Date(from.getTime() + (span * (at + 0.5)) / (count + 1));
}

/** Reactions: every thread 1–8, every story and photo a few, and one on roughly every other reply. */
function reactionsFor(
  items: { posts: readonly DatedItem[]; stories: readonly DatedItem[]; photos: readonly DatedItem[] },
  replies: readonly DemoReply[],
  members: readonly string[],
  now: Date,
): DemoReaction[] {
  const reactions: DemoReaction[] = [];
  const react = (on: DemoTarget, author: string, count: number, seed: number) => {
    const kinds = REACTION_KINDS.map((kind) => kind.value);
    // Distinct members, so no member gives the same kind twice (the unique index would refuse it).
    const start = mix(seed, 3) % members.length;
    for (let at = 0, step = 0; at < count && step < members.length; step++) {
      const username = members[(start + step) % members.length]!;
      if (username === author) continue;
      reactions.push({ on, username, kind: kinds[(seed + at) % kinds.length]!, createdAt: now });
      at++;
    }
  };
  items.posts.forEach((post, index) => react({ kind: "post", index }, post.author, 1 + (mix(index, 4) % 8), index));
  items.stories.forEach((story, index) => react({ kind: "story", index }, story.author, mix(index, 5) % 5, index + 50));
  items.photos.forEach((photo, index) =>
    react({ kind: "photo", index }, photo.author, 1 + (mix(index, 6) % 4), index + 90),
  );
  replies.forEach((reply, index) => {
    if (index % 2 === 0) react({ kind: "reply", index }, reply.author, 1 + (mix(index, 7) % 3), index + 130);
  });
  // A reaction comes a little after what it answers.
  return reactions.map((reaction) => ({ ...reaction, createdAt: reactedAt(reaction.on, items, replies, now) }));
}

function reactedAt(
  on: DemoTarget,
  items: { posts: readonly DatedItem[]; stories: readonly DatedItem[]; photos: readonly DatedItem[] },
  replies: readonly DemoReply[],
  now: Date,
): Date {
  const target =
    on.kind === "post"
      ? items.posts[on.index]!
      : on.kind === "story"
        ? items.stories[on.index]!
        : on.kind === "photo"
          ? items.photos[on.index]!
          : replies[on.index]!;
  return between(target.createdAt, now, 0, 1);
}
