/**
 * bench:api's item pages (docs/decisions.md#every-item-has-a-page): the API call behind each kind's
 * own page, for an item deep in the seeded million rows, plus a member's page and its first list.
 * Target: p99 ≤ 20 ms at c=10.
 */
import { sql } from "drizzle-orm";
import { selectRows, type Database } from "../../server/db";
import type { LoadRequest } from "./load";

export interface ItemPageScenario {
  name: string;
  request: LoadRequest;
}

/** The middle row of `table` by age: neither the newest (cached everywhere) nor the oldest. */
async function middleRow(db: Database, table: string, column: string): Promise<string> {
  const [row] = await selectRows<{ key: string }>(
    db,
    sql.raw(`select ${column} as key from ${table} order by created_at desc, id desc
      offset (select count(*) / 2 from ${table}) limit 1`),
  );
  if (!row) throw new Error(`${table} is empty: seed the benchmark database first`);
  return row.key;
}

/** The item page requests against `baseUrl`. */
export async function itemPageScenarios(db: Database, baseUrl: string): Promise<ItemPageScenario[]> {
  const pages: [string, string][] = [
    ["GET /api/posts/:id", `/api/posts/${await middleRow(db, "posts", "id")}`],
    ["GET /api/stories/:id", `/api/stories/${await middleRow(db, "stories", "id")}`],
    ["GET /api/pet-photos/:id", `/api/pet-photos/${await middleRow(db, "pet_photos", "id")}`],
    ["GET /api/blog/:slug", `/api/blog/${await middleRow(db, "blog_posts", "slug")}`],
    ["GET /api/resources/:id", `/api/resources/${await middleRow(db, "resources", "id")}`],
    ["GET /api/groups/:id", `/api/groups/${await middleRow(db, "groups", "id")}`],
  ];
  const [author] = await selectRows<{ username: string }>(
    db,
    sql`select username from users where username like 'bench-author-%' order by username limit 1`,
  );
  if (author) {
    const member = `/api/members/${encodeURIComponent(author.username)}`;
    pages.push(["GET /api/members/:username", member], ["GET /api/members/:username/posts", `${member}/posts`]);
  }
  return pages.map(([name, path]) => ({ name, request: { url: `${baseUrl}${path}` } }));
}
