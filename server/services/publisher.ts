/**
 * The scheduler (docs/decisions.md#drafts-and-scheduling): every few seconds, on every server
 * process, it publishes the articles and featured items whose time has come and makes a hero due
 * by now the active one, each with its audit entry in the same transaction. Two processes running
 * it at once publish each item once between them (server/repositories/publication.repository.ts).
 */
import fs from "node:fs";
import type { PublishReport } from "@shared/publication";
import type { AuditedItemType } from "@shared/safety/moderation";
import type { Database, Executor } from "../db";
import { logger } from "../lib/logger";
import { moderationLogRepository } from "../repositories/moderation-log.repository";
import { publicationRepository, type PublishedItem } from "../repositories/publication.repository";
import { inTransaction } from "../repositories/transaction";
import { SYSTEM_MODERATOR } from "./reports";

/** The audit entry of an item the scheduler published (the site itself acted, as for its reports net). */
async function recordPublished(tx: Executor, itemType: AuditedItemType, items: PublishedItem[], reason: string) {
  const log = moderationLogRepository(tx);
  for (const item of items) {
    await log.append({
      moderatorId: null,
      moderatorName: SYSTEM_MODERATOR,
      action: "publish",
      itemType,
      itemId: item.id,
      reason,
    });
  }
}

/** The scheduler's work over `db`. */
export function publisher(db: Database) {
  return {
    /** One run as of `now` (the database's clock by default): what it published. */
    async run(now?: Date): Promise<PublishReport> {
      return inTransaction(db, async (tx) => {
        const publication = publicationRepository(tx);
        const blog = await publication.publishDueArticles(now);
        const featured = await publication.publishDueFeatured(now);
        const hero = await publication.activateDueHero(now);
        await recordPublished(tx, "blog", blog, "Published at its scheduled time");
        await recordPublished(tx, "featured", featured, "Published at its scheduled time");
        await recordPublished(tx, "hero", hero ? [hero] : [], "Made the active hero at its scheduled time");
        return { blog: blog.length, featured: featured.length, hero: hero ? 1 : 0 };
      });
    },
  };
}

/**
 * The scheduler's clock when the browser tests move it (E2E_SCHEDULER_CLOCK_FILE, set only by
 * tests/e2e/test-server.ts): each pass reads the time written in `file` (ISO 8601), so a walk can
 * move time to a scheduled minute instead of waiting for it. No file, or no time in it: undefined,
 * and the pass uses the database's clock as always. Without `file` (every real server) nothing is
 * read and the clock is the database's.
 */
export function schedulerClock(file: string | undefined): () => Date | undefined {
  if (!file) return () => undefined;
  return () => {
    let text: string;
    try {
      text = fs.readFileSync(file, "utf8").trim();
    } catch {
      return undefined;
    }
    const time = new Date(text);
    return Number.isNaN(time.getTime()) ? undefined : time;
  };
}

/**
 * Runs `run` every `intervalMs` until the returned stop function is called; a run never starts
 * while the last is still going. The timer never keeps the process alive, and a failed run is
 * logged and tried again next time. `onPublished` hears of every run that published something.
 */
export function schedulePublisher(
  run: () => Promise<PublishReport>,
  intervalMs: number,
  onPublished?: (report: PublishReport) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .then((report) => {
        if (report.blog + report.featured + report.hero > 0) onPublished?.(report);
      })
      .catch((error: unknown) =>
        logger.warn(
          { message: error instanceof Error ? error.message : String(error) },
          "Publishing scheduled items failed",
        ),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
