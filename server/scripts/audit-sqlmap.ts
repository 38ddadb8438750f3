/**
 * `npm run audit:sqlmap`: starts the production server (building first when stale) on a free port
 * with a fresh temporary data folder (or on DATABASE_URL when set), logs in a member and a
 * moderator, creates some content, then runs Debian's sqlmap at level 3 against every query
 * parameter of the reads and every JSON body field of the writes. Prints one line per parameter
 * and exits non-zero if sqlmap finds any injection (or could not test a target).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ANY_POST_CATEGORY_VALUES, GUEST_USER_ID } from "@shared/constants";
import { solidImage } from "../test/images";
import { freePort } from "../lib/free-port";

const SQLMAP = process.env.SQLMAP ?? "/usr/bin/sqlmap";
/** sqlmap runs at once: it mostly waits on the server, so two overlap well even on two cores. */
const PARALLEL = Number(process.env.SQLMAP_PARALLEL ?? 2);
/** Only targets whose name contains this (e.g. SQLMAP_ONLY=posts), for a quick look. */
const ONLY = process.env.SQLMAP_ONLY;
const PASSWORD = "audit-password-123";
const COOKIE = "pawswell.sid";

/** One sqlmap run: a URL, and for writes a JSON body whose `*` marks each field to inject. */
interface Target {
  name: string;
  url: string;
  method?: "POST" | "PUT";
  body?: Record<string, unknown>;
  /** Query parameters to test (reads). */
  params?: string[];
  cookie?: string;
}

interface Verdict {
  target: string;
  parameter: string;
  result: "not injectable" | "INJECTABLE" | "not tested";
}

async function waitUntilReady(base: string, server: ChildProcess): Promise<void> {
  // A first start may build the client and server, which takes a few minutes on a busy machine.
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become ready");
}

/** A JSON write as the browser sends it; returns the parsed answer and any session cookie. */
async function send(base: string, method: string, url: string, body?: unknown, cookie?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      "Sec-Fetch-Site": "same-origin",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const sessionCookie = res.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${COOKIE}=`));
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return { json: (text ? JSON.parse(text) : undefined) as Record<string, unknown> | undefined, cookie: sessionCookie, headers: res.headers };
}

async function logIn(base: string, username: string): Promise<{ cookie: string; id: string }> {
  const res = await send(base, "POST", "/api/login", { username, password: PASSWORD });
  if (!res.cookie) throw new Error(`no session cookie for ${username}`);
  return { cookie: res.cookie, id: String((res.json?.user as { id: string }).id) };
}

/** `{ a: "x" }` → `{ "a": "x*" }`: sqlmap's custom injection marker after every string. */
function marked(body: Record<string, unknown>): string {
  return JSON.stringify(body, (_key, value: unknown) => (typeof value === "string" ? `${value}*` : value));
}

/** The body's string fields in the order their markers appear (sqlmap calls them "JSON #1*", "#2*"...). */
function markedFields(body: Record<string, unknown>): string[] {
  return Object.entries(body).flatMap(([key, value]) =>
    typeof value === "string" ? [key] : Array.isArray(value) ? value.map((_item, i) => `${key}[${i}]`) : [],
  );
}

function sqlmapArgs(base: string, target: Target, outputDir: string): string[] {
  const args = [
    "-u",
    `${base}${target.url}`,
    "--batch",
    "--level=3",
    // Risk 1: risk 3 adds OR-based payloads that can rewrite every row an UPDATE touches.
    "--risk=1",
    // The backend is known; skipping other databases' payloads cuts the run several-fold.
    "--dbms=PostgreSQL",
    "--flush-session",
    "--threads=4",
    `--output-dir=${outputDir}`,
    "--disable-coloring",
    // A random X-Forwarded-For per request (the server trusts the proxy header here), so the
    // per-address sign-up, guest-post, upload and login limits do not turn every payload into a 429.
    "--tamper=xforwardedfor",
    // A refused payload is an answer to compare, not a reason to stop: 401 (a wrong password),
    // 409 (a name or photo already taken after the first run of a payload), 429 (login throttle).
    "--ignore-code=401,409,429",
    "-H",
    "Sec-Fetch-Site: same-origin",
  ];
  if (target.cookie) args.push(`--cookie=${target.cookie}`);
  if (target.body) {
    args.push(`--method=${target.method ?? "POST"}`, `--data=${marked(target.body)}`, "-H", "Content-Type: application/json");
  }
  if (target.params) args.push(`-p`, target.params.join(","));
  return args;
}

/** Reads sqlmap's log for each parameter's verdict. */
function verdicts(target: Target, output: string): Verdict[] {
  const expected = target.body ? markedFields(target.body) : (target.params ?? []);
  // "JSON #2*" → the second marked field's name.
  const named = (parameter: string) => {
    const position = /#(\d+)\*/.exec(parameter)?.[1];
    return position ? (expected[Number(position) - 1] ?? parameter) : parameter;
  };
  const found = new Map<string, Verdict["result"]>();
  for (const match of output.matchAll(/parameter '([^']+)' (does not seem to be|is not) injectable/g)) {
    found.set(named(match[1]!), "not injectable");
  }
  const isVulnerable = /identified the following injection point/.test(output);
  for (const match of output.matchAll(/Parameter: (.+?) \(/g)) found.set(named(match[1]!.trim()), "INJECTABLE");
  const results: Verdict[] = [...found].map(([parameter, result]) => ({ target: target.name, parameter, result }));
  if (isVulnerable && !results.some((verdict) => verdict.result === "INJECTABLE")) {
    results.push({ target: target.name, parameter: "(see log)", result: "INJECTABLE" });
  }
  for (const parameter of expected.filter((name) => !found.has(name))) {
    results.push({ target: target.name, parameter, result: "not tested" });
  }
  return results;
}

function runSqlmap(base: string, target: Target, outputDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(SQLMAP, sqlmapArgs(base, target, outputDir), { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, TERM: "dumb" } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", () => resolve(output));
  });
}

async function seed(base: string, dir: string, moderatorName: string) {
  const memberName = `audit-member-${crypto.randomBytes(3).toString("hex")}`;
  await send(base, "POST", "/api/register", { username: memberName, password: PASSWORD });
  const member = await logIn(base, memberName);
  const moderator = await logIn(base, moderatorName);
  const category = ANY_POST_CATEGORY_VALUES[0];
  for (const title of ["First", "Second", "Third"]) {
    await send(base, "POST", "/api/posts", { title, content: "Audit content", category }, member.cookie);
    await send(base, "POST", "/api/stories", { title, content: "Text", author: "a", petName: "Rex", petType: "dog" }, member.cookie);
  }
  const hero = await send(base, "POST", "/api/hero-content", { title: "Hero", content: "Text" }, moderator.cookie);
  await send(base, "PUT", `/api/user-preferences/${member.id}`, { petTypes: ["dog"], interests: [], preferredContentTypes: [] }, member.cookie);
  await send(base, "POST", `/api/recommendations/${member.id}/generate`, undefined, member.cookie);
  // A real next-page cursor, so sqlmap starts from a value the server accepts.
  const page = await fetch(`${base}/api/posts?limit=1`);
  const cursor = /cursor=([^&>]+)/.exec(page.headers.get("link") ?? "")?.[1] ?? "";
  // A stored photo for the pet-photo target.
  const ticket = await send(base, "POST", "/api/objects/upload", {});
  const upload = await fetch(`${base}${String(ticket.json?.uploadURL)}`, { method: "PUT", headers: { "Content-Type": "image/png" }, body: new Uint8Array(await solidImage("png")) });
  if (!upload.ok) throw new Error(`upload failed: ${upload.status}`);
  const objectPath = String(ticket.json?.objectPath);
  fs.writeFileSync(path.join(dir, "seeded.json"), JSON.stringify({ memberName, cursor, objectPath }, null, 2));
  return { member, moderator, memberName, heroId: String(hero.json?.id), cursor, objectPath };
}

function targetsFor(seeded: Awaited<ReturnType<typeof seed>>): Target[] {
  const { member, moderator } = seeded;
  const page = `limit=5&cursor=${seeded.cursor}`;
  const reads: Target[] = ["categories", "featured", "stories", "groups", "blog", "pet-photos", "wellness-challenges"].map((resource) => ({
    name: `GET /api/${resource}`,
    url: `/api/${resource}?${page}`,
    params: ["limit", "cursor"],
  }));
  return [
    ...reads,
    { name: "GET /api/posts", url: `/api/posts?${page}&category=general`, params: ["limit", "cursor", "category"] },
    { name: "GET /api/resources", url: `/api/resources?${page}&category=mental-health`, params: ["limit", "cursor", "category"] },
    { name: "GET /api/recommendations/guest-user", url: `/api/recommendations/${GUEST_USER_ID}?contentType=post&limit=5`, params: ["contentType", "limit"] },
    {
      name: "GET /api/recommendations/:userId",
      url: `/api/recommendations/${member.id}?contentType=post&limit=5`,
      params: ["contentType", "limit"],
      cookie: member.cookie,
    },
    { name: "GET /objects/uploads/:id", url: `${seeded.objectPath}?size=thumb`, params: ["size"] },
    { name: "POST /api/register", url: "/api/register", body: { username: "audit-newcomer", password: PASSWORD } },
    { name: "POST /api/login", url: "/api/login", body: { username: seeded.memberName, password: PASSWORD } },
    { name: "POST /api/posts", url: "/api/posts", body: { title: "Title", content: "Content", category: "general" }, cookie: member.cookie },
    {
      name: "POST /api/stories",
      url: "/api/stories",
      body: { title: "Title", content: "Content", author: "a", petName: "Rex", petType: "dog" },
      cookie: member.cookie,
    },
    {
      name: "POST /api/groups",
      url: "/api/groups",
      body: { name: "Walkers", description: "Walks", location: "Park", type: "support", schedule: "Sundays", contactInfo: "a@b.c" },
      cookie: member.cookie,
    },
    {
      name: "POST /api/wellness-challenges",
      url: "/api/wellness-challenges",
      body: { title: "Walk", description: "Daily", startDate: "2026-01-01", endDate: "2026-01-31", imageUrl: "" },
      cookie: member.cookie,
    },
    {
      name: "POST /api/pet-photos",
      url: "/api/pet-photos",
      body: { imageUrl: seeded.objectPath, petName: "Rex", petType: "dog", ownerName: "Sam", description: "Sunny" },
      cookie: member.cookie,
    },
    { name: "POST /api/objects/upload", url: "/api/objects/upload", body: { contentType: "image/png" } },
    {
      name: "PUT /api/user-preferences/:userId",
      url: `/api/user-preferences/${member.id}`,
      method: "PUT",
      body: { petTypes: ["dog"], interests: ["training"], preferredContentTypes: ["stories"], activityLevel: "moderate" },
      cookie: member.cookie,
    },
    {
      name: "POST /api/resources",
      url: "/api/resources",
      body: { title: "Guide", content: "Text", category: "mental-health", url: "https://example.com", imageUrl: "" },
      cookie: moderator.cookie,
    },
    {
      name: "POST /api/blog",
      url: "/api/blog",
      body: { title: "Post", content: "Text", excerpt: "Short", author: "Mod", imageUrl: "" },
      cookie: moderator.cookie,
    },
    {
      name: "POST /api/featured",
      url: "/api/featured",
      body: { title: "Feature", description: "Text", type: "animal", imageUrl: "", url: "" },
      cookie: moderator.cookie,
    },
    {
      name: "POST /api/categories",
      url: "/api/categories",
      body: { name: "Calm", description: "Text", color: "blue", contentType: "community" },
      cookie: moderator.cookie,
    },
    {
      name: "POST /api/hero-content",
      url: "/api/hero-content",
      body: { title: "Welcome", content: "Text", titleFontFamily: "Inter", contentFontFamily: "Inter", titleFontSize: "text-3xl", contentFontSize: "text-lg" },
      cookie: moderator.cookie,
    },
    {
      name: "PUT /api/hero-content/:id",
      url: `/api/hero-content/${seeded.heroId}`,
      method: "PUT",
      body: { title: "Welcome", content: "Text", titleFontFamily: "Inter", contentFontFamily: "Inter", titleFontSize: "text-3xl", contentFontSize: "text-lg" },
      cookie: moderator.cookie,
    },
    {
      name: "POST /api/member-of-the-month",
      url: "/api/member-of-the-month",
      body: { memberName: "Sam", petName: "Rex", petType: "dog", story: "Text", month: "May", year: "2026", imageUrl: "" },
      cookie: moderator.cookie,
    },
  ];
}

async function main(): Promise<void> {
  if (!fs.existsSync(SQLMAP)) throw new Error(`sqlmap not found at ${SQLMAP} (apt-get install sqlmap)`);
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-sqlmap-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const moderatorName = `audit-moderator-${crypto.randomBytes(3).toString("hex")}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: path.join(dir, "data"),
    TRUST_PROXY: "true",
    E2E_MODERATOR_USERNAME: moderatorName,
    E2E_MODERATOR_PASSWORD: PASSWORD,
  };
  console.log(`sqlmap audit: server on ${base} (${process.env.DATABASE_URL ? "DATABASE_URL" : `embedded database in ${env.DATA_DIR}`}), logs in ${dir}`);
  // e2e-server.mjs creates the moderator on the fresh database, then builds if stale and starts.
  const server = spawn("node", ["scripts/e2e-server.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
  const serverLog = fs.createWriteStream(path.join(dir, "server.log"));
  server.stdout?.pipe(serverLog);
  server.stderr?.pipe(serverLog);

  const results: Verdict[] = [];
  try {
    await waitUntilReady(base, server);
    const seeded = await seed(base, dir, moderatorName);
    const targets = targetsFor(seeded).filter((target) => !ONLY || target.name.includes(ONLY));
    const queue = [...targets];
    const worker = async () => {
      for (let target = queue.shift(); target; target = queue.shift()) {
        const targetStarted = Date.now();
        const output = await runSqlmap(base, target, path.join(dir, "sqlmap", target.name.replace(/[^a-z0-9]+/gi, "_")));
        fs.writeFileSync(path.join(dir, `${target.name.replace(/[^a-z0-9]+/gi, "_")}.log`), output);
        const found = verdicts(target, output);
        results.push(...found);
        const seconds = ((Date.now() - targetStarted) / 1000).toFixed(0);
        for (const verdict of found) console.log(`${target.name.padEnd(38)} ${verdict.parameter.padEnd(28)} ${verdict.result} (${seconds} s)`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } finally {
    server.kill("SIGTERM");
    spawnSync("sleep", ["1"]);
  }

  const injectable = results.filter((verdict) => verdict.result === "INJECTABLE");
  const untested = results.filter((verdict) => verdict.result === "not tested");
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `\n${results.length - untested.length} parameters tested in ${minutes} min: ${injectable.length} injectable, ${untested.length} not tested. Logs: ${dir}`,
  );
  if (injectable.length > 0 || untested.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
