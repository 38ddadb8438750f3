/**
 * The one way to page a list: newest first by (created_at, id), a keyset cursor, and the next
 * page's URL in a `Link: <...>; rel="next"` header. The body stays a JSON array.
 */
import type { Request, Response } from "express";
import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { badRequest } from "./http-error";

export interface Cursor {
  createdAt: Date;
  id: string;
}

export interface Page<T> {
  items: T[];
  nextCursor?: string;
}

interface KeysetTable {
  createdAt: PgColumn;
  id: PgColumn;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// What encodeCursor writes; extended years ("+275760-…", "-000016-…") parse in JavaScript but not in PostgreSQL.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeCursor(row: Cursor): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

/** Decodes `?cursor=`; anything that is not a cursor we issued is a 400. */
export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (value === undefined || value === "") return undefined;
  const [iso, id, ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  const isIssuedInstant =
    ISO_INSTANT.test(iso ?? "") && !Number.isNaN(createdAt.getTime()) && createdAt.getUTCFullYear() >= 1;
  if (rest.length > 0 || !id || !UUID.test(id) || !isIssuedInstant) {
    throw badRequest("cursor is not valid");
  }
  return { createdAt, id };
}

/** The condition that starts a page after `cursor` (none for the first page). */
export function afterCursor(table: KeysetTable, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${table.createdAt}, ${table.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

/**
 * The same condition as `afterCursor` with the cursor as the placeholders `cursorAt` and
 * `cursorId`, for prepared statements (see `cursorPlaceholderValues`).
 */
export function afterCursorPlaceholders(table: KeysetTable): SQL {
  return sql`(${table.createdAt}, ${table.id}) < (${sql.placeholder("cursorAt")}::timestamptz, ${sql.placeholder("cursorId")}::uuid)`;
}

/**
 * The condition that starts an oldest-first page (a thread's) after the cursor, given as the
 * placeholders `cursorAt` and `cursorId` of a prepared statement (see `cursorPlaceholderValues`).
 */
export function afterCursorOldestFirstPlaceholders(table: KeysetTable): SQL {
  return sql`(${table.createdAt}, ${table.id}) > (${sql.placeholder("cursorAt")}::timestamptz, ${sql.placeholder("cursorId")}::uuid)`;
}

/** ORDER BY for oldest first (a thread's replies); matches the (item, created_at, id) indexes. */
export function oldestFirst(table: KeysetTable): SQL[] {
  return [asc(table.createdAt), asc(table.id)];
}

/** The values `afterCursorPlaceholders` takes for `cursor`. */
export function cursorPlaceholderValues(cursor: Cursor): { cursorAt: string; cursorId: string } {
  return { cursorAt: cursor.createdAt.toISOString(), cursorId: cursor.id };
}

/** ORDER BY for newest first; matches the (created_at desc, id desc) indexes. */
export function newestFirst(table: KeysetTable): SQL[] {
  return [desc(table.createdAt), desc(table.id)];
}

/** Turns `limit + 1` fetched rows into a page and the cursor of the next one. */
export function toPage<T extends Cursor>(rows: T[], limit: number): Page<T> {
  if (rows.length <= limit) return { items: rows };
  const items = rows.slice(0, limit);
  return { items, nextCursor: encodeCursor(items[items.length - 1]!) };
}

/** Answers a page: the items as the JSON body, the next page's URL in the Link header. */
export function sendPage<T>(req: Request, res: Response, page: Page<T>): void {
  if (page.nextCursor) {
    const url = new URL(req.originalUrl, "http://placeholder");
    url.searchParams.set("cursor", page.nextCursor);
    res.setHeader("Link", `<${url.pathname}${url.search}>; rel="next"`);
  }
  res.json(page.items);
}

/**
 * A place in a best-first list (search): the rank of the last row read, then its (created_at, id)
 * as in every list. Ranks are PostgreSQL `real`s; their shortest text form reads back exactly.
 */
export interface RankedCursor extends Cursor {
  rank: number;
}

const RANK = /^\d+(\.\d+)?(e-?\d+)?$/;

export function encodeRankedCursor(row: RankedCursor): string {
  return Buffer.from(`${row.rank}|${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

/** Decodes a best-first `?cursor=`; anything that is not a cursor we issued is a 400. */
export function decodeRankedCursor(value: string | undefined): RankedCursor | undefined {
  if (value === undefined || value === "") return undefined;
  const [rank, ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  const place = rest.length === 2 ? decodeCursor(Buffer.from(rest.join("|")).toString("base64url")) : undefined;
  if (!place || !RANK.test(rank ?? "") || !Number.isFinite(Number(rank))) {
    throw badRequest("cursor is not valid");
  }
  return { rank: Number(rank), ...place };
}

/** Turns `limit + 1` fetched best-first rows into a page and the cursor of the next one. */
export function toRankedPage<T extends RankedCursor>(rows: T[], limit: number): Page<T> {
  if (rows.length <= limit) return { items: rows };
  const items = rows.slice(0, limit);
  return { items, nextCursor: encodeRankedCursor(items[items.length - 1]!) };
}
