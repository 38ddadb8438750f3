/**
 * The periodic housekeeping job: removes ended rate-limit counters, uploads nobody shared in
 * time (their rows and their files, through whichever object storage is configured), live
 * events past replaying, data exports past their week (and builds a dead process left), and
 * deleted accounts' held names once free, newsletter addresses never confirmed in time, Contact Us
 * messages handled long enough ago, suspended members' addresses no longer refusing anyone, once across
 * every server process (docs/decisions.md#housekeeping);
 * and queues the daily notification digests that are due.
 */
import { EXPORT_BUILD_TIMEOUT_MS } from "@shared/account-data";
import { DEFAULT_LIMITS } from "../config/limits";
import type { Database } from "../db";
import { logger } from "../lib/logger";
import { dataExportsRepository } from "../repositories/data-exports.repository";
import { housekeepingRepository } from "../repositories/housekeeping.repository";
import { liveEventsRepository } from "../repositories/live-events.repository";
import { queueDueDigests } from "./notification-digests";
import { IMAGE_VARIANTS, variantKey, type ObjectStorage } from "../storage/object-storage";
import { mailOutboxRepository } from "../repositories/mail-outbox.repository";
import { pushOutboxRepository } from "../repositories/push-outbox.repository";
import { newsletterSubscribersRepository } from "../repositories/newsletter-subscribers.repository";
import { contactMessagesRepository } from "../repositories/contact-messages.repository";
import { suspendedAddressesRepository } from "../repositories/suspended-addresses.repository";

/** What one run removed. */
export interface HousekeepingReport {
  rateLimits: number;
  uploads: number;
  liveEvents: number;
  /** Daily digests queued in the mail outbox. */
  digests: number;
  /** Ready data exports past their week, removed with their files. */
  exports: number;
  /** Exports left "building" by a process that died, marked failed. */
  staleExports: number;
  /** Deleted accounts' names whose 30 days are over, free again. */
  releasedNames: number;
  /** Mail sent over a day ago, deleted (its links were single-use and short-lived anyway). */
  sentMail: number;
  /** Newsletter sign-ups whose confirmation link ran out unopened: their addresses are not kept. */
  unconfirmedSubscribers: number;
  /** Contact Us messages handled over `handledContactMessageMaxAgeMs` ago. */
  handledContactMessages: number;
  /** Suspended members' address hashes whose suspension ended or that were not seen for 30 days. */
  suspendedAddresses: number;
}

/** Sent mail stays a day, for an operator looking into a delivery; unsent mail is never deleted. */
const SENT_MAIL_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * The housekeeping job over `db` and `storage`; uploads unshared for `unsharedUploadMaxAgeMs` go.
 */
export function housekeeping(
  db: Database,
  storage: ObjectStorage,
  options: { unsharedUploadMaxAgeMs: number; liveEventMaxAgeMs: number; handledContactMessageMaxAgeMs?: number },
) {
  return {
    /**
     * One run as of `now`: null when another process is running it at the same moment. Files
     * are removed before the transaction commits, so a storage failure keeps the rows for the
     * next run rather than leaving files nobody knows about.
     */
    async run(now = new Date()): Promise<HousekeepingReport | null> {
      return housekeepingRepository(db).runAlone(async (tx) => {
        const repository = housekeepingRepository(tx);
        const rateLimits = await repository.deleteEndedRateLimits(now);
        const cutoff = new Date(now.getTime() - options.unsharedUploadMaxAgeMs);
        const uploadIds = await repository.deleteUnsharedUploadsCreatedBefore(cutoff);
        const keys = uploadIds.flatMap((id) => [
          ...IMAGE_VARIANTS.map((variant) => variantKey(id, variant)),
          storage.originalKey(id),
        ]);
        const liveEvents = await liveEventsRepository(tx).deleteOlderThan(
          new Date(now.getTime() - options.liveEventMaxAgeMs),
        );
        const digests = await queueDueDigests(tx, { now });
        const exports = dataExportsRepository(tx);
        const exportKeys = await exports.deleteExpired(now);
        const staleExports = await exports.failStale(new Date(now.getTime() - EXPORT_BUILD_TIMEOUT_MS));
        const releasedNames = await repository.deleteFreedNames(now);
        const sentMail = await mailOutboxRepository(tx).deleteSentBefore(new Date(now.getTime() - SENT_MAIL_KEPT_MS));
        await pushOutboxRepository(tx).deleteSentBefore(new Date(now.getTime() - SENT_MAIL_KEPT_MS)); // push notices sent, a day on
        const unconfirmedSubscribers = await newsletterSubscribersRepository(tx).deleteUnconfirmedBefore(now);
        const handledContactMessages = await contactMessagesRepository(tx).deleteHandledBefore(
          new Date(
            now.getTime() - (options.handledContactMessageMaxAgeMs ?? DEFAULT_LIMITS.handledContactMessageMaxAgeMs),
          ),
        );
        const suspendedAddresses = await suspendedAddressesRepository(tx).deleteForgotten();
        keys.push(...exportKeys);
        if (keys.length > 0) await storage.remove(keys);
        return {
          rateLimits,
          uploads: uploadIds.length,
          liveEvents,
          digests,
          exports: exportKeys.length,
          staleExports,
          releasedNames,
          sentMail,
          unconfirmedSubscribers,
          handledContactMessages,
          suspendedAddresses,
        };
      });
    },
  };
}

/**
 * Runs `run` every `intervalMs` until the returned stop function is called. The timer never
 * keeps the process alive, and a failed run is logged and tried again next time.
 */
export function scheduleHousekeeping(run: () => Promise<unknown>, intervalMs: number): () => void {
  const timer = setInterval(() => {
    run().catch((error: unknown) =>
      logger.warn({ message: error instanceof Error ? error.message : String(error) }, "Housekeeping failed"),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
