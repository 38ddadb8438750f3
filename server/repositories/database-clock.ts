/** Times read off the database's clock, so every process agrees on "now" whatever its own clock says. */
import { sql } from "drizzle-orm";

/** `ms` milliseconds after the database's now(), as a SQL expression. */
export const nowPlus = (ms: number) => sql`now() + (${Math.round(ms)} * interval '1 millisecond')`;
