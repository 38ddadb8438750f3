/**
 * SQL for the newsletter's issues: the articles one lists, sending it, and each confirmed
 * subscriber's delivery of it (docs/decisions.md#a-real-newsletter). Build it over the caller's
 * transaction.
 */
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { blogPosts, mailOutbox, newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "@shared/schema";
import type { Executor } from "../db";
import { publishedRows } from "./publication.repository";

export type IssueRow = typeof newsletterIssues.$inferSelect;

/** A confirmed subscriber an issue still has to be queued for. */
export interface Recipient {
  id: string;
  email: string;
}

/** A subscriber's copy of an issue to record, with the SHA-256 of the unsubscribe token its links carry. */
export interface NewDelivery {
  subscriberId: string;
  unsubscribeTokenHash: string;
}

/** An issue with how many copies are queued and how many of those have gone out. */
export type IssueWithCounts = IssueRow & { queued: number; delivered: number };

/** Issue and delivery queries; `db` may be a transaction. */
export function newsletterIssuesRepository(db: Executor) {
  return {
    /** The newest published articles an issue may list (never a draft or a scheduled one). */
    async recentArticles(limit: number) {
      return db
        .select({
          id: blogPosts.id,
          title: blogPosts.title,
          excerpt: blogPosts.excerpt,
          createdAt: blogPosts.createdAt,
        })
        .from(blogPosts)
        .where(publishedRows(blogPosts))
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(limit);
    },

    /** The published articles with these ids, for an issue's text (those deleted since are left out). */
    async articlesByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: blogPosts.id, title: blogPosts.title, excerpt: blogPosts.excerpt, slug: blogPosts.slug })
        .from(blogPosts)
        .where(and(inArray(blogPosts.id, ids), publishedRows(blogPosts)));
    },

    async insertIssue(input: {
      subject: string;
      intro: string;
      articleIds: string[];
      createdBy: string | null;
    }): Promise<IssueRow> {
      const [row] = await db.insert(newsletterIssues).values(input).returning();
      return row!;
    },

    async findIssue(id: string): Promise<IssueRow | undefined> {
      const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
      return row;
    },

    /**
     * Starts sending a draft: its text is fixed and it is for the subscribers confirmed now.
     * Undefined when it is not a draft (already sending or sent), so it starts once.
     */
    async startSending(id: string, textBody: string): Promise<IssueRow | undefined> {
      const confirmed = db
        .select({ count: count() })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, "confirmed"));
      const [row] = await db
        .update(newsletterIssues)
        .set({ status: "sending", textBody, sendingStartedAt: sql`now()`, recipientCount: sql`(${confirmed})` })
        .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
        .returning();
      return row;
    },

    /**
     * Claims the oldest issue being sent for this transaction: its row stays locked until the
     * transaction ends, and another process's claim skips it, so one batch runs at a time.
     */
    async claimSending(): Promise<IssueRow | undefined> {
      const [row] = await db
        .select()
        .from(newsletterIssues)
        .where(eq(newsletterIssues.status, "sending"))
        .orderBy(asc(newsletterIssues.sendingStartedAt), asc(newsletterIssues.id))
        .limit(1)
        .for("update", { skipLocked: true });
      return row;
    },

    /**
     * Up to `limit` subscribers the issue is for and has not been queued for: confirmed before it
     * started sending and still confirmed (an unsubscribe meanwhile is honoured), in id order.
     */
    async nextRecipients(issue: { id: string; sendingStartedAt: Date }, limit: number): Promise<Recipient[]> {
      return db
        .select({
          id: newsletterSubscribers.id,
          email: newsletterSubscribers.email,
        })
        .from(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.status, "confirmed"),
            lte(newsletterSubscribers.confirmedAt, issue.sendingStartedAt),
            sql`not exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${issue.id} and ${newsletterDeliveries.subscriberId} = ${newsletterSubscribers.id})`,
          ),
        )
        .orderBy(asc(newsletterSubscribers.id))
        .limit(limit);
    },

    /** Records deliveries; answers the subscribers that had none (a delivery already there is kept). */
    async insertDeliveries(issueId: string, deliveries: NewDelivery[]): Promise<string[]> {
      if (deliveries.length === 0) return [];
      const rows = await db
        .insert(newsletterDeliveries)
        .values(deliveries.map((delivery) => ({ issueId, ...delivery })))
        .onConflictDoNothing()
        .returning({ subscriberId: newsletterDeliveries.subscriberId });
      return rows.map((row) => row.subscriberId);
    },

    /** Links each delivery to its outbox row. */
    async setDeliveryMail(issueId: string, subscriberId: string, mailId: number): Promise<void> {
      await db
        .update(newsletterDeliveries)
        .set({ mailId })
        .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.subscriberId, subscriberId)));
    },

    async markSent(id: string): Promise<void> {
      await db
        .update(newsletterIssues)
        .set({ status: "sent", sentAt: sql`now()` })
        .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "sending")));
    },

    /** The newest `limit` issues with their counts. */
    async newestIssues(limit: number): Promise<IssueWithCounts[]> {
      const issues = await db
        .select()
        .from(newsletterIssues)
        .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
        .limit(limit);
      if (issues.length === 0) return [];
      const counts = await db
        .select({
          issueId: newsletterDeliveries.issueId,
          queued: count(),
          // A delivery whose row housekeeping removed (mail_id set null) was sent.
          delivered: sql<number>`count(*) filter (where ${or(isNull(newsletterDeliveries.mailId), sql`${mailOutbox.sentAt} is not null`)})`,
        })
        .from(newsletterDeliveries)
        .leftJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.mailId))
        .where(
          inArray(
            newsletterDeliveries.issueId,
            issues.map((issue) => issue.id),
          ),
        )
        .groupBy(newsletterDeliveries.issueId);
      const byIssue = new Map(counts.map((row) => [row.issueId, row]));
      return issues.map((issue) => ({
        ...issue,
        queued: Number(byIssue.get(issue.id)?.queued ?? 0),
        delivered: Number(byIssue.get(issue.id)?.delivered ?? 0),
      }));
    },
  };
}
