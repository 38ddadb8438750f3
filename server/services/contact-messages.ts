/**
 * Contact Us (docs/decisions.md#footer-pages): a visitor's or member's message kept for the
 * moderators' inbox, and a moderator marking one handled or deleting one before housekeeping would
 * (spam, or a sender who asks for their words to be removed); each is recorded in the audit log,
 * like every moderator action.
 */
import type { ContactMessage } from "@shared/contact";
import {
  CONTACT_MESSAGE_ALREADY_HANDLED,
  CONTACT_MESSAGE_NOT_FOUND,
  type contactMessageAnswer,
} from "@shared/contracts/contact-messages.contract";
import { checkForCrisis, offersSupport } from "@shared/safety/crisis-check";
import type { ModerationActionName } from "@shared/safety/moderation";
import type { z } from "zod";
import type { Database, Executor } from "../db";
import { conflict, notFound } from "../lib/http-error";
import type { Cursor, Page } from "../lib/pagination";
import type { Viewer } from "../lib/viewer";
import { contactMessagesRepository, type ContactMessageRow } from "../repositories/contact-messages.repository";
import { moderationLogRepository } from "../repositories/moderation-log.repository";
import { inTransaction } from "../repositories/transaction";

/** A message as the route answers it, dates as Dates (its contract writes them out as ISO strings). */
type ContactMessageAnswer = z.output<typeof contactMessageAnswer>;

/** A message as the inbox shows it. */
export function contactMessageView(row: ContactMessageRow): ContactMessageAnswer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    crisisMatch: row.crisisMatch,
    createdAt: row.createdAt,
    handledAt: row.handledAt,
    handledBy: row.handledAt ? row.handledByName : null,
  };
}

/** A moderator's action on message `id`, in the audit log. */
function recordInAuditLog(
  tx: Executor,
  moderator: Viewer,
  action: Extract<ModerationActionName, "handle-contact-message" | "delete">,
  id: string,
): Promise<void> {
  return moderationLogRepository(tx).append({
    moderatorId: moderator.id,
    moderatorName: moderator.username,
    action,
    itemType: "contact-message",
    itemId: id,
  });
}

/** The contact messages service. */
export function contactMessagesService(db: Database) {
  return {
    /** Keeps the message; the shared crisis check marks one moderators should read first. */
    async send(message: ContactMessage): Promise<void> {
      await contactMessagesRepository(db).create({
        name: message.name ?? null,
        email: message.email ?? null,
        topic: message.topic,
        message: message.message,
        crisisMatch: offersSupport(checkForCrisis(message.message)),
      });
    },

    /** One page of the inbox, newest first. */
    async inbox(options: { limit: number; cursor?: Cursor }): Promise<Page<ContactMessageAnswer>> {
      const page = await contactMessagesRepository(db).list(options);
      return { ...page, items: page.items.map(contactMessageView) };
    },

    /** Marks a message handled and records it: 404 when there is none, 409 when it was handled already. */
    async markHandled(moderator: Viewer, id: string): Promise<ContactMessageAnswer> {
      return inTransaction(db, async (tx) => {
        const messages = contactMessagesRepository(tx);
        const marked = await messages.markHandled(id, moderator.id);
        const row = await messages.find(id);
        if (!row) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
        if (!marked) throw conflict(CONTACT_MESSAGE_ALREADY_HANDLED);
        await recordInAuditLog(tx, moderator, "handle-contact-message", id);
        return contactMessageView(row);
      });
    },

    /** Deletes a message now, handled or not, and records it: 404 when there is none. */
    async remove(moderator: Viewer, id: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        if (!(await contactMessagesRepository(tx).delete(id))) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
        await recordInAuditLog(tx, moderator, "delete", id);
      });
    },
  };
}
