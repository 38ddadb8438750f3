/**
 * The mixed load the outage and soak scripts drive: reads of every list endpoint and a member's
 * writes, each timed and recorded, plus the figures printed from the records.
 */
import crypto from "node:crypto";

/** One request the load sends: what it is, and which answers mean "served as it should". */
export interface Operation {
  name: string;
  method: "GET" | "POST";
  path: string;
  /** A fresh body per request (writes). */
  body?: () => unknown;
  /** Statuses that count as success (a list with nothing in it may answer 404, e.g. the hero). */
  ok: number[];
  /** Writes record the id they were answered with, to be read back later. */
  table?: "posts" | "stories";
}

export interface RequestRecord {
  operation: string;
  startedAt: number;
  endedAt: number;
  status?: number;
  /** A connection error or client timeout: the request got no answer at all. */
  error?: string;
  ok: boolean;
  table?: "posts" | "stories";
  id?: string;
}

const REQUEST_TIMEOUT_MS = 15_000;
const tag = () => crypto.randomBytes(4).toString("hex");

/** GETs of every public list, plus the member's own pages. */
export function readOperations(userId: string): Operation[] {
  const lists = [
    "posts",
    "stories",
    "groups",
    "resources",
    "blog",
    "categories",
    "featured",
    "pet-photos",
    "wellness-challenges",
  ];
  return [
    ...lists.map((list): Operation => ({ name: `GET /api/${list}`, method: "GET", path: `/api/${list}`, ok: [200] })),
    { name: "GET /api/hero-content", method: "GET", path: "/api/hero-content", ok: [200, 404] },
    { name: "GET /api/member-of-the-month", method: "GET", path: "/api/member-of-the-month", ok: [200, 404] },
    { name: "GET /api/recommendations/:me", method: "GET", path: `/api/recommendations/${userId}`, ok: [200] },
    { name: "GET /api/user-preferences/:me", method: "GET", path: `/api/user-preferences/${userId}`, ok: [200, 404] },
    { name: "GET /api/me", method: "GET", path: "/api/me", ok: [200] },
  ];
}

/** A member's writes: a community post and a story, each with a unique title. */
export function writeOperations(): Operation[] {
  return [
    {
      name: "POST /api/posts",
      method: "POST",
      path: "/api/posts",
      body: () => ({
        title: `Load post ${tag()}`,
        content: "Written by the load script.",
        category: "general-wellness",
      }),
      ok: [201],
      table: "posts",
    },
    {
      name: "POST /api/stories",
      method: "POST",
      path: "/api/stories",
      body: () => ({
        title: `Load story ${tag()}`,
        content: "Shared by the load script.",
        author: "Load",
        petName: "Biscuit",
        petType: "dog",
      }),
      ok: [201],
      table: "stories",
    },
  ];
}

/** Sends one operation (as the member when `cookie` is given) and records how it went; never throws. */
export async function send(baseUrl: string, operation: Operation, cookie?: string): Promise<RequestRecord> {
  const headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" };
  if (cookie) headers.Cookie = cookie;
  if (operation.body) headers["Content-Type"] = "application/json";
  const startedAt = Date.now();
  const base = { operation: operation.name, startedAt, table: operation.table };
  try {
    const res = await fetch(baseUrl + operation.path, {
      method: operation.method,
      headers,
      body: operation.body ? JSON.stringify(operation.body()) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const ok = operation.ok.includes(res.status);
    const id = ok && operation.table ? (JSON.parse(text) as { id?: string }).id : undefined;
    return { ...base, endedAt: Date.now(), status: res.status, ok, id };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    const message = cause?.code ?? (error instanceof Error ? error.name + ": " + error.message : String(error));
    return { ...base, endedAt: Date.now(), error: message, ok: false };
  }
}

/** Signs a new member up and logs them in; resolves their session cookie and id. */
export async function signUpMember(baseUrl: string): Promise<{ cookie: string; userId: string }> {
  const credentials = JSON.stringify({
    username: `load-${tag()}`,
    password: `load-password-${tag()}`,
    ageConfirmed: true,
  });
  const headers = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" };
  const signUp = await fetch(`${baseUrl}/api/register`, { method: "POST", headers, body: credentials });
  if (signUp.status !== 201) throw new Error(`Sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const login = await fetch(`${baseUrl}/api/login`, { method: "POST", headers, body: credentials });
  if (login.status !== 200) throw new Error(`Login answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new Error("Login set no cookie");
  const { user } = (await login.json()) as { user: { id: string } };
  return { cookie, userId: user.id };
}

/** The p-th percentile (0-100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Runs `tick` every `intervalMs` (without waiting for the previous one) until `shouldStop()`; resolves once all have finished. */
export async function atFixedRate(
  intervalMs: number,
  shouldStop: () => boolean,
  tick: (n: number) => Promise<void>,
): Promise<void> {
  const running = new Set<Promise<void>>();
  const startedAt = Date.now();
  for (let n = 0; !shouldStop(); n++) {
    const task = tick(n).finally(() => running.delete(task));
    running.add(task);
    const nextAt = startedAt + (n + 1) * intervalMs;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextAt - Date.now())));
  }
  await Promise.all(running);
}
