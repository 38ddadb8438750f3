/**
 * The daily digest (docs/features.md#your-account): for each member who chose it, one mail a day
 * listing their unread notifications since the last one, queued in the outbox and then marked sent.
 * Run by the housekeeping job (hourly, one process at a time), so a digest goes out within an hour
 * of being due.
 */
import type { Executor } from "../db";
import { accountSettingsRepository } from "../repositories/account-settings.repository";
import { mailOutboxRepository } from "../repositories/mail-outbox.repository";
import { digestMail } from "./notice-mail";

/** Members served per run; the rest are due again on the next. */
const DIGESTS_PER_RUN = 500;
/** Notices listed in one digest; the rest are counted, with a link to all of them. */
const LISTED_PER_DIGEST = 20;

/**
 * Queues the digests due at `now` (see accountSettingsRepository.dueDigests) inside `tx` and
 * answers how many.
 */
export async function queueDueDigests(tx: Executor, options: { now: Date }): Promise<number> {
  const settings = accountSettingsRepository(tx);
  const outbox = mailOutboxRepository(tx);
  const due = await settings.dueDigests(options.now, DIGESTS_PER_RUN);
  for (const member of due) {
    const rows = await settings.unreadSince(member.id, member.digestSentAt, LISTED_PER_DIGEST + 1);
    const listed = rows.slice(0, LISTED_PER_DIGEST);
    const more =
      rows.length > LISTED_PER_DIGEST
        ? (await settings.countUnreadSince(member.id, member.digestSentAt)) - listed.length
        : 0;
    await outbox.enqueue({ userId: member.id, to: member.email, ...digestMail(listed, more) });
    await settings.update(member.id, { digestSentAt: options.now });
  }
  return due.length;
}
