/**
 * bench:api's search requests at a million posts (docs/decisions.md#search): a common word, a rare
 * word, a two-word phrase and a misspelling, each as the list and as the summary the search page
 * asks for beside it. The words come from the seeded text (search-text.ts); how many posts each
 * matches is printed with the figures.
 */
import { sql } from "drizzle-orm";
import { selectRows, type Database } from "../../server/db";
import type { LoadRequest } from "./load";

export interface SearchScenario {
  name: string;
  request: LoadRequest;
}

/** What each scenario searches for; the rare word is the vocabulary's last (least frequent) entry. */
async function searchWords(db: Database): Promise<{ label: string; q: string; counted: string }[]> {
  const [rare] = await selectRows<{ word: string }>(
    db,
    sql`select word from bench_vocabulary where word !~ ' ' order by rank desc limit 1`,
  );
  return [
    { label: "common word", q: "dog", counted: "dog" },
    { label: "rare word", q: rare!.word, counted: rare!.word },
    { label: "two-word phrase", q: '"separation anxiety"', counted: '"separation anxiety"' },
    // "labrodor" matches nothing; search corrects it to "labrador" and answers for that.
    { label: "misspelling", q: "labrodor", counted: "labrador" },
  ];
}

/** The search requests against `baseUrl`, and a line per query saying how many posts it matches. */
export async function searchScenarios(
  db: Database,
  baseUrl: string,
): Promise<{ scenarios: SearchScenario[]; notes: string[] }> {
  const words = await searchWords(db);
  const notes: string[] = [];
  for (const { label, q, counted } of words) {
    const [row] = await selectRows<{ n: string }>(
      db,
      sql`select count(*) as n from posts where search_vector @@ websearch_to_tsquery('english', ${counted})`,
    );
    notes.push(
      `${label} ${q}: ${Number(row!.n).toLocaleString("en")} of the posts match${q === counted ? "" : ` "${counted}"`}`,
    );
  }
  const [statistics] = await selectRows<{ target: number }>(
    db,
    sql`select attstattarget as target from pg_attribute
      where attrelid = 'search_documents'::regclass and attname = 'search_vector'`,
  );
  if (Number(statistics?.target ?? -1) < 1000) {
    notes.push(
      "search_documents.search_vector has the default statistics target: rare and misspelt words may walk the table",
    );
  }
  const [memory] = await selectRows<{ buffers: string; database: string; fits: boolean }>(
    db,
    sql`select pg_size_pretty(pg_size_bytes(current_setting('shared_buffers'))) as buffers,
      pg_size_pretty(pg_database_size(current_database())) as database,
      pg_size_bytes(current_setting('shared_buffers')) >= pg_database_size(current_database()) as fits`,
  );
  if (memory && !memory.fits) {
    notes.push(
      `shared_buffers (${memory.buffers}) is smaller than the database (${memory.database}): reads of scattered rows come from the OS cache, and figures vary with what it holds`,
    );
  }
  const scenarios = words.flatMap(({ label, q }) => {
    const query = encodeURIComponent(q);
    return [
      { name: `GET /api/search, ${label} (${q})`, request: { url: `${baseUrl}/api/search?q=${query}` } },
      { name: `GET /api/search/summary, ${label}`, request: { url: `${baseUrl}/api/search/summary?q=${query}` } },
    ];
  });
  return { scenarios, notes };
}
