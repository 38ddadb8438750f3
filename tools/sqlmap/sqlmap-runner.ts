/** Running Debian's sqlmap against one target and reading its verdict per parameter. */
import { spawn } from "node:child_process";

/** Debian's sqlmap unless SQLMAP names another. */
export const SQLMAP = process.env.SQLMAP ?? "/usr/bin/sqlmap";

/** One sqlmap run: a URL, and for writes a JSON body whose `*` marks each field to inject. */
export interface Target {
  name: string;
  url: string;
  method?: "POST" | "PUT";
  body?: Record<string, unknown>;
  /** Query parameters to test (reads). */
  params?: string[];
  cookie?: string;
}

/** What sqlmap concluded about one parameter of one target. */
export interface Verdict {
  target: string;
  parameter: string;
  result: "not injectable" | "INJECTABLE" | "not tested";
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
    args.push(
      `--method=${target.method ?? "POST"}`,
      `--data=${marked(target.body)}`,
      "-H",
      "Content-Type: application/json",
    );
  }
  if (target.params) args.push(`-p`, target.params.join(","));
  return args;
}

/** Reads sqlmap's log for each parameter's verdict. */
export function verdicts(target: Target, output: string): Verdict[] {
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

/** Runs sqlmap on `target` (its session files under `outputDir`) and resolves with everything it printed. */
export function runSqlmap(base: string, target: Target, outputDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(SQLMAP, sqlmapArgs(base, target, outputDir), {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, TERM: "dumb" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", () => resolve(output));
  });
}
