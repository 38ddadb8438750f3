/**
 * The fault run's well-behaved clients, all through nginx: visitors reading lists, pages, feeds,
 * the sitemap and photos, and members posting discussions, stories and photos and reading each
 * back at once. Every request goes through politely() (polite-client.ts), which decides what is lost.
 */
import crypto from "node:crypto";
import type pg from "pg";
import { atFixedRate } from "./http-load";
import { politely, type Attempt, type PoliteRecord, type PoliteRequest } from "./polite-client";
import type { Supervisor } from "./supervisor";

/** A write answered 201, to be looked for in the database at the end. */
export interface StoredWrite {
  table: "posts" | "stories" | "pet_photos";
  id: string;
}

export interface PoliteLoad {
  baseUrl: string;
  supervisor: Supervisor;
  /** The script's own database connections (reading back a write a planned kill interrupted). */
  pool: pg.Pool;
  records: PoliteRecord[];
  writes: StoredWrite[];
  shouldStop: () => boolean;
}

const tag = () => crypto.randomBytes(4).toString("hex");

/** Whether `query` (one parameter) finds a row: was a write whose answer a planned kill cut off stored? */
async function hasRow(pool: pg.Pool, query: string, value: string): Promise<boolean> {
  const { rowCount } = await pool.query(query, [value]);
  return (rowCount ?? 0) > 0;
}

/** Reads `path` back (as the member when `cookie` is given); a reason when it is not served with `expected` in it. */
async function readBackAs(
  load: PoliteLoad,
  cookie: string | undefined,
  path: string,
  expected = "",
): Promise<string | undefined> {
  const record = await politely(
    load.baseUrl,
    {
      client: "member",
      name: `GET ${path.replace(/[0-9a-f-]{36}/, ":id")} (read back)`,
      method: "GET",
      path,
      cookie,
      ok: [200],
      readBack: async (answer) => (answer.body.includes(expected) ? undefined : `answered 200 without "${expected}"`),
    },
    load.supervisor,
  );
  load.records.push(record);
  return record.outcome.startsWith("served") || record.outcome.startsWith("sent again")
    ? undefined
    : `GET ${path}: ${record.outcome}${record.detail ? `, ${record.detail}` : ""}`;
}

/** A member's write of `table` at `path`, read back from `itemPath(id)`. */
function writeRequest(
  load: PoliteLoad,
  cookie: string,
  name: string,
  table: StoredWrite["table"],
  json: { title: string } & Record<string, unknown>,
  itemPath: (id: string) => string,
): PoliteRequest {
  return {
    client: "member",
    name,
    method: "POST",
    path: name.split(" ")[1]!,
    cookie,
    json,
    ok: [201],
    readBack: async (answer: Attempt) => {
      const id = (JSON.parse(answer.body) as { id?: string }).id;
      if (!id) return "the 201 named no id";
      load.writes.push({ table, id });
      return readBackAs(load, cookie, itemPath(id), json.title);
    },
    wasStored: () => hasRow(load.pool, `select 1 from ${table} where title = $1`, json.title),
  };
}

/** One member's round: a discussion, a story, reads of their own pages, and now and then a photo. */
async function memberRound(
  load: PoliteLoad,
  cookie: string,
  photo: Uint8Array<ArrayBuffer>,
  round: number,
): Promise<void> {
  const send = async (request: PoliteRequest) => {
    const record = await politely(load.baseUrl, request, load.supervisor);
    load.records.push(record);
    return record;
  };
  await send(
    writeRequest(
      load,
      cookie,
      "POST /api/posts",
      "posts",
      { title: `Fault run post ${tag()}`, content: "Written while the faults ran.", category: "general-wellness" },
      (id) => `/api/posts/${id}`,
    ),
  );
  await send(
    writeRequest(
      load,
      cookie,
      "POST /api/stories",
      "stories",
      {
        title: `Fault run story ${tag()}`,
        content: "Shared while the faults ran.",
        author: "Fault run",
        petName: "Biscuit",
        petType: "dog",
      },
      (id) => `/api/stories/${id}`,
    ),
  );
  for (const path of ["/api/me", "/api/notifications"])
    await send({ client: "member", name: `GET ${path}`, method: "GET", path, cookie, ok: [200] });
  if (round % 3 === 0) await memberPhoto(load, cookie, photo, send);
}

/** Uploads and shares a photo, politely through a busy image queue, and reads it back. */
async function memberPhoto(
  load: PoliteLoad,
  cookie: string,
  photo: Uint8Array<ArrayBuffer>,
  send: (request: PoliteRequest) => Promise<PoliteRecord>,
): Promise<void> {
  let ticket: { uploadURL: string; objectPath: string } | undefined;
  const ticketRecord = await send({
    client: "member",
    name: "POST /api/objects/upload",
    method: "POST",
    path: "/api/objects/upload",
    cookie,
    ok: [200],
    readBack: async (answer) => {
      ticket = JSON.parse(answer.body) as typeof ticket;
      return undefined;
    },
  });
  if (ticketRecord.outcome === "lost" || !ticket) return;
  const { uploadURL, objectPath } = ticket;
  const uploadId = objectPath.split("/").at(-1)!;
  // An upload is served only once a photo shares it: until then its row says whether it was stored.
  const isStored = () => hasRow(load.pool, "select 1 from uploads where id = $1 and status = 'stored'", uploadId);
  const put = await send({
    client: "member",
    name: "PUT /objects/upload/:id",
    method: "PUT",
    path: uploadURL,
    raw: { bytes: photo, type: "image/jpeg" },
    ok: [200],
    readBack: async () => ((await isStored()) ? undefined : "the upload is not marked stored"),
    wasStored: isStored,
  });
  if (put.outcome === "lost" || put.outcome === "still busy after polite retries") return;
  const petName = `Pip ${tag()}`;
  await send({
    client: "member",
    name: "POST /api/pet-photos",
    method: "POST",
    path: "/api/pet-photos",
    cookie,
    json: { imageUrl: objectPath, petName, petType: "dog" },
    ok: [201],
    readBack: async (answer) => {
      const id = (JSON.parse(answer.body) as { id?: string }).id;
      if (!id) return "the 201 named no id";
      load.writes.push({ table: "pet_photos", id });
      return (
        (await readBackAs(load, cookie, `/api/pet-photos/${id}`, petName)) ??
        (await readBackAs(load, undefined, `${objectPath}?size=thumb`))
      );
    },
    wasStored: () => hasRow(load.pool, "select 1 from pet_photos where image_url = $1", objectPath),
  });
}

/** Each member in `cookies` posts and reads back in a loop, with `pauseMs` between rounds. */
export async function runMembers(
  load: PoliteLoad,
  cookies: string[],
  photo: Uint8Array<ArrayBuffer>,
  pauseMs: number,
): Promise<void> {
  await Promise.all(
    cookies.map(async (cookie, i) => {
      for (let round = i; !load.shouldStop(); round++) {
        await memberRound(load, cookie, photo, round);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  );
}

/** Visitors: one read every `intervalMs`, cycling through `paths`, each read in full. */
export async function runVisitors(load: PoliteLoad, paths: string[], intervalMs: number): Promise<void> {
  await atFixedRate(intervalMs, load.shouldStop, async (n) => {
    const path = paths[n % paths.length]!;
    const name = `GET ${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ":id")}`;
    load.records.push(
      await politely(load.baseUrl, { client: "visitor", name, method: "GET", path, ok: [200] }, load.supervisor),
    );
  });
}

/** The writes answered 201 that are not in the database. */
export async function missingWrites(pool: pg.Pool, writes: StoredWrite[]): Promise<string[]> {
  const missing: string[] = [];
  for (const table of ["posts", "stories", "pet_photos"] as const) {
    const ids = writes.filter((w) => w.table === table).map((w) => w.id);
    const { rows } = await pool.query<{ id: string }>(`select id from ${table} where id = any($1::uuid[])`, [ids]);
    const found = new Set(rows.map((row) => row.id));
    missing.push(...ids.filter((id) => !found.has(id)).map((id) => `${table}/${id}`));
  }
  return missing;
}
