/**
 * Unsubscribe tokens are kept only as SHA-256 (docs/security.md#the-third-probes-findings, finding
 * 8), and migration 0015 hashes the tokens already mailed in place: a database of the day before,
 * with a subscriber's clear token in an issue sent to them, is migrated, and the link in that mail
 * still unsubscribes them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterDeliveries, newsletterSubscribers } from "@shared/schema";
import { createPglite, usePglite, selectRows, type DatabaseHandle } from "../db";
import { MIGRATIONS_DIR } from "../lib/app-root";
import { hashLinkToken } from "./account-links";
import { newsletterService } from "./newsletter";

const MIGRATION = "0015_newsletter_unsubscribe_hashes";
const LIMITS = { confirmationsPerEmail: { limit: 5, windowMs: 60 * 60 * 1000 } };

/** A copy of migrations/ that stops before `tag`: the schema as it was before that migration. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-migrations-"));
  fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe(`migration ${MIGRATION}`, () => {
  let database: DatabaseHandle;
  const clearToken = "mailed-before-the-migration-aaaaaaaaaaaaaaaaa";
  const neverMailed = "never-mailed-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";

  beforeAll(async () => {
    const client = await createPglite();
    const before = migrationsBefore(MIGRATION);
    try {
      await migrate(drizzle(client), { migrationsFolder: before });
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
    }
    // The day before: subscribers with clear tokens, one of them sent an issue carrying it.
    await client.exec(`
      insert into newsletter_subscribers (id, email, status, unsubscribe_token, confirmed_at) values
        ('00000000-0000-4000-8000-000000000001', 'sam@example.org', 'confirmed', '${clearToken}', now()),
        ('00000000-0000-4000-8000-000000000002', 'kim@example.org', 'confirmed', '${neverMailed}', now());
      insert into newsletter_issues (id, subject, intro, article_ids, status, text_body)
        values ('00000000-0000-4000-8000-0000000000a1', 'Spring', 'Hello.', '{}', 'sent', 'Hello.');
      insert into newsletter_deliveries (issue_id, subscriber_id)
        values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001');
    `);
    database = await usePglite(client);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it("keeps no unsubscribe token in clear: the mailed one is its SHA-256 on the copy it went with", async () => {
    const columns = await selectRows<{ column_name: string }>(
      database.db,
      sql`select column_name from information_schema.columns where table_name = 'newsletter_subscribers'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain("unsubscribe_token");
    const [delivery] = await database.db.select().from(newsletterDeliveries);
    expect(delivery!.unsubscribeTokenHash).toBe(hashLinkToken(clearToken));
    const dump = JSON.stringify([
      await database.db.select().from(newsletterSubscribers),
      await database.db.select().from(newsletterDeliveries),
    ]);
    expect(dump).not.toContain(clearToken);
    expect(dump).not.toContain(neverMailed);
  });

  it("lets the link in mail sent before it unsubscribe, and a token never mailed nobody", async () => {
    const newsletter = newsletterService(database.db, LIMITS);
    await expect(newsletter.unsubscribe(neverMailed)).rejects.toMatchObject({ status: 400 });
    await newsletter.unsubscribe(clearToken);
    const rows = await database.db
      .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .orderBy(newsletterSubscribers.email);
    expect(rows).toEqual([
      { email: "kim@example.org", status: "confirmed" },
      { email: "sam@example.org", status: "unsubscribed" },
    ]);
    // Again is fine, as before.
    await newsletter.unsubscribe(clearToken);
    const [sam] = await database.db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "sam@example.org"));
    expect(sam!.status).toBe("unsubscribed");
  });
});
