/**
 * bench:api's targets and how each row is judged against them (the notes column): list endpoints
 * as a share of the bare Express ceiling, and p99 limits by kind of request.
 */
import type { LoadRequest, LoadResult } from "./load";

export const TARGETS = {
  /** Cold public lists (no anonymous cache) as a share of the ceiling's req/s. */
  listRatio: 0.6,
  pageP99AtC10: 20,
  writeP99: 100,
  countP99: 10,
  searchP99AtC10: 50,
  renderedPageP99AtC10: 50,
};

export interface Scenario {
  name: string;
  /**
   * "thread": a thread page's request (p99 target at c=10); "count": the bell's unread count;
   * "search": a search request (p99 target at c=10; also run alone, at c=1); "shell": the app's
   * static shell (a private screen's HTML); "html": a server-rendered page (p99 target at c=10, and
   * its throughput as a share of the shell's).
   */
  kind: "ceiling" | "list" | "page" | "thread" | "count" | "read" | "write" | "search" | "shell" | "html";
  request: LoadRequest;
}

const p99Note = (result: LoadResult, limit: number) => `p99 ${result.p99 <= limit ? "ok" : `MISSES ≤ ${limit} ms`}`;

/** The notes for one row: its share of the ceiling (or of the shell) and the targets met or missed. */
export function targetNotes(
  result: LoadResult,
  ceiling: Map<number, number>,
  shell: Map<number, number>,
  kind: Scenario["kind"],
): string {
  const notes: string[] = [];
  const base = ceiling.get(result.connections);
  const shellRate = shell.get(result.connections);
  const atC10 = result.connections === 10;
  if (kind === "html" && shellRate)
    notes.push(`${(result.requestsPerSecond / shellRate).toFixed(2)} of the shell's req/s`);
  if (kind === "html" && atC10) notes.push(p99Note(result, TARGETS.renderedPageP99AtC10));
  if ((kind === "list" || kind === "page") && base) {
    const ratio = result.requestsPerSecond / base;
    notes.push(`${ratio.toFixed(2)} of ceiling ${ratio >= TARGETS.listRatio ? "ok" : `MISSES ≥ ${TARGETS.listRatio}`}`);
  }
  if ((kind === "page" || kind === "thread") && atC10) notes.push(p99Note(result, TARGETS.pageP99AtC10));
  if (kind === "search" && atC10) notes.push(p99Note(result, TARGETS.searchP99AtC10));
  if (kind === "search" && result.databaseCpuPerRequest !== undefined) {
    const database = result.databaseCpuPerRequest;
    const total = database + (result.cpuPerRequest ?? 0);
    notes.push(`PostgreSQL ${database.toFixed(2)} ms/req, ${total.toFixed(2)} ms/req in all`);
  }
  if (kind === "count") notes.push(p99Note(result, TARGETS.countP99));
  if (kind === "write") notes.push(p99Note(result, TARGETS.writeP99));
  if (result.failures > 0) notes.push(`${result.failures} of ${result.total} failed!`);
  return notes.join("; ");
}
