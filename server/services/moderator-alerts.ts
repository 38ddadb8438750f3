/**
 * Telling moderators, at once, what needs a person (docs/safety.md#safety-on-a-bad-day: held posts
 * are to be claimed within 15 minutes): an item the crisis screening held, and an author's answer
 * to them. Each goes in the transaction that caused it, into every moderator's bell (kept,
 * silently, while they take a break, as a moderator's word about a member's account is); a hold
 * also mails the moderators who chose that in their settings. The notice never quotes what was
 * written: mail leaves the site.
 */
import type { NotificationKind } from "@shared/constants";
import type { ReportableType } from "@shared/safety/moderation";
import type { Executor } from "../db";
import { mailOutboxRepository } from "../repositories/mail-outbox.repository";
import {
  moderatorRecipientsRepository,
  type ModeratorRecipient,
} from "../repositories/moderator-recipients.repository";
import { notificationsRepository } from "../repositories/notifications.repository";
import { isOnBreak } from "./breaks";
import { crisisAlertMail } from "./notice-mail";
import { announceUnread } from "./notify";

/** Where a moderator reads a case: the queue tab of /admin, at the case's row. */
export function queueCasePath(caseId: string): string {
  return `/admin?tab=queue#case-${caseId}`;
}

/** What an alert is about: the case, the kind of item (its subject: "post"), and who wrote it. */
export interface CaseAlert {
  caseId: string;
  itemType: ReportableType;
  /** Its author, who is not alerted about their own words even when they are a moderator. */
  authorId: string | null;
}

async function tellModerators(
  tx: Executor,
  moderators: ModeratorRecipient[],
  kind: NotificationKind,
  alert: CaseAlert,
  shouldMail: (moderator: ModeratorRecipient) => boolean,
): Promise<void> {
  for (const moderator of moderators) {
    if (moderator.id === alert.authorId) continue;
    const { row } = await notificationsRepository(tx).add({
      recipientId: moderator.id,
      kind,
      actor: null,
      subject: alert.itemType,
      url: queueCasePath(alert.caseId),
    });
    if (isOnBreak(moderator)) continue;
    await announceUnread(tx, moderator.id);
    if (moderator.email && shouldMail(moderator)) {
      await mailOutboxRepository(tx).enqueue({ userId: moderator.id, to: moderator.email, ...crisisAlertMail(row) });
    }
  }
}

/** Every moderator hears that the crisis screening held an item: in their bell, and by mail if they chose it. */
export async function alertModeratorsOfHold(tx: Executor, alert: CaseAlert): Promise<void> {
  const moderators = await moderatorRecipientsRepository(tx).list();
  await tellModerators(tx, moderators, "crisis-hold", alert, (moderator) => moderator.crisisAlertMail);
}

/**
 * An author answered the moderators: the moderators who wrote to them about the item hear it (all
 * of them when none did, e.g. an answer to a hold), in their bell.
 */
export async function alertModeratorsOfAnswer(tx: Executor, alert: CaseAlert, writers: string[]): Promise<void> {
  const recipients = moderatorRecipientsRepository(tx);
  const chosen = writers.length > 0 ? await recipients.list(writers) : [];
  const moderators = chosen.length > 0 ? chosen : await recipients.list();
  await tellModerators(tx, moderators, "author-answer", alert, () => false);
}
