import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openEmbedded } from "../db";
import { APP_ROOT } from "../lib/app-root";

const TSX = path.join(APP_ROOT, "node_modules", ".bin", "tsx");

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the user commands against `dataDir`, feeding `input` on stdin. */
function run(script: string, args: string[], dataDir: string, input = ""): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [path.join(APP_ROOT, "server", "cli", script), ...args], {
      cwd: APP_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const folders: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-cli-"));
  folders.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

// Each run starts a process and opens PGlite, which takes seconds on a busy machine.
describe("user:create and user:role", { timeout: 120_000 }, () => {
  const dataDir = tempDataDir();

  it("refuses bad input with a clear message and exit code 1", async () => {
    const usage = await run("user-create.ts", [], dataDir, "moonlight-walks\n");
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain("Usage: npm run user:create -- <username> [--moderator]");
    const short = await run("user-create.ts", ["luna"], dataDir, "short\n");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("Password must be at least 8 characters");
    const badName = await run("user-create.ts", ["no spaces"], dataDir, "moonlight-walks\n");
    expect(badName.code).toBe(1);
    expect(badName.stderr).toContain("Username may only contain letters, digits, _, - and .");
  });

  it("creates a moderator from a piped password, then refuses the same name in another case", async () => {
    const created = await run("user-create.ts", ["Luna", "--moderator"], dataDir, "moonlight-walks\n");
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created moderator Luna \(id [0-9a-f-]{36}\)\.$/m);
    const again = await run("user-create.ts", ["luna"], dataDir, "moonlight-walks\n");
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("Username already exists: luna");
  });

  it("changes a role, and refuses an unknown user or role", async () => {
    const changed = await run("user-role.ts", ["luna", "member"], dataDir);
    expect(changed.code).toBe(0);
    expect(changed.stdout).toContain("Luna is now a member.");
    const unknown = await run("user-role.ts", ["nobody", "moderator"], dataDir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No user named nobody.");
    const badRole = await run("user-role.ts", ["luna", "admin"], dataDir);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain("The role must be member or moderator.");
  });

  it("refuses to open a data folder another process holds", async () => {
    const held = tempDataDir();
    const database = await openEmbedded(held);
    try {
      const refused = await run("user-role.ts", ["luna", "moderator"], held);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("is in use by another PawsWell process");
    } finally {
      await database.close();
    }
  });
});
