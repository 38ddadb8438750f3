/** A notification as a member reads it: one sentence composed from who, how many, what and about which item. */
import type { Notification } from "@shared/contracts/notifications.contract";
import type { ReactionKind } from "@shared/constants";
import { ITEM_KINDS, itemNoun, type ItemKindName } from "@shared/item-kinds";
import { threadKindOfUrl, type ShownNotification } from "../repositories/notifications.repository";

/** What one person, or several, did with each reaction. */
const REACTED: Record<ReactionKind, string> = {
  support: "sent support to",
  "me-too": "said “me too” to",
  thanks: "thanked you for",
};

/**
 * What names the item when its title is not the reader's to see (held or hidden since): "a
 * discussion"; a reaction's subject is then always the reader's own reply in its thread.
 */
function unnamed(row: ShownNotification): string {
  if (row.kind === "reaction") return "your reply";
  const kind = threadKindOfUrl(row.url);
  return kind ? `a ${itemNoun(kind)}` : "a thread";
}

/** "a post", "an …": a kind stored as a moderator alert's subject. */
function aKind(kind: string | null): string {
  const noun = kind && kind in ITEM_KINDS ? itemNoun(kind as ItemKindName) : "item";
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function capitalised(text: string): string {
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

function message(row: ShownNotification): string {
  const subject = row.subject === null ? unnamed(row) : `“${row.subject}”`;
  const actor = row.actorName ?? "Someone";
  switch (row.kind) {
    case "reply":
      return `${actor} replied to ${subject}`;
    case "answer":
      return `${actor} answered your reply in ${subject}`;
    case "reaction": {
      const people = row.actorIds.length;
      const who = people > 1 ? `${people} people` : actor;
      return `${who} ${REACTED[row.reactionKind ?? "support"]} ${subject}`;
    }
    case "moderation":
      return `A moderator ${row.subject ?? ""}`;
    case "crisis-hold":
      // The subject is the kind of item ("post"): the notice never quotes what was written.
      return `${capitalised(aKind(row.subject))} was held for possible crisis: please read it soon`;
    case "author-answer":
      return `The author of ${aKind(row.subject)} answered the moderators`;
    case "export":
      // The subject is the whole sentence ("Your data export is ready").
      return row.subject ?? "";
  }
}

/** `row` as its recipient reads it; a subject read as null (see shownSubjectSql) is left unnamed. */
export function toNotificationView(row: ShownNotification): Notification {
  return {
    id: row.id,
    kind: row.kind,
    message: message(row),
    url: row.url,
    read: row.readAt !== null,
    createdAt: row.createdAt,
    ...(row.kind === "moderation" &&
      row.itemType &&
      row.itemId && { answerable: { itemType: row.itemType, itemId: row.itemId } }),
  };
}
