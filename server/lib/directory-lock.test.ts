import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DirectoryLockedError, acquireDirectoryLock } from "./directory-lock";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-lock-"));

describe("acquireDirectoryLock", () => {
  it("refuses a folder another live process holds, with a clear message", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(path.join(dir, ".lock"), String(other.pid));
      expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
      expect(() => acquireDirectoryLock(dir)).toThrow(/in use by another PawsWell process .*Stop the server first/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has gone, and releases it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, ".lock"), "999999999");
    const release = acquireDirectoryLock(dir);
    expect(fs.readFileSync(path.join(dir, ".lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, ".lock"))).toBe(false);
  });
});
