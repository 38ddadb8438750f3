import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensurePrivateDirectory } from "./private-directory";
import { loadOrCreateSessionSecret } from "./session-secret";

describe("ensurePrivateDirectory", () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-private-"));
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  it("creates the data folder readable by its owner only, whatever the umask", () => {
    const previous = process.umask(0o022);
    try {
      const dir = path.join(parent, "data");
      ensurePrivateDirectory(dir);
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(previous);
    }
  });

  it("is how the session secret's first start makes the data folder", () => {
    const dir = path.join(parent, "fresh-data");
    loadOrCreateSessionSecret(undefined, dir);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  });
});
