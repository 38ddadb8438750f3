/**
 * The check that an account is deleted (docs/features.md#your-account): read every column of every
 * table in the database as text and list the places that still hold the member's username (any
 * case) or id.
 */
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../db";

/** Every "table.column" (with how many rows) whose text holds `username` (case-insensitive) or `userId`. */
export async function rowsNaming(db: Executor, needles: { username: string; userId: string }): Promise<string[]> {
  const columns = await selectRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type <> 'bytea'
        order by c.table_name, c.ordinal_position`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const value = sql`lower(${sql.identifier(table)}.${sql.identifier(column)}::text)`;
    const [row] = await selectRows<{ hits: number | string }>(
      db,
      sql`select count(*) as hits from ${sql.identifier(table)}
          where position(${needles.username.toLowerCase()} in ${value}) > 0
             or position(${needles.userId.toLowerCase()} in ${value}) > 0`,
    );
    const hits = Number(row?.hits ?? 0);
    if (hits > 0) found.push(`${table}.${column} (${hits})`);
  }
  return found;
}
