import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { loadOrCreateVapidKeys, vapidSubject } from "./vapid-keys";

describe("VAPID keys", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-vapid-"));
    dirs.push(dir);
    return path.join(dir, "data");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("generates a pair once, kept in the data folder for the server only, and reads it back on every start", () => {
    const dataDir = tempDir();
    const first = loadOrCreateVapidKeys({}, dataDir);
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
    expect(fs.statSync(path.join(dataDir, "vapid-keys.json")).mode & 0o777).toBe(0o600);
    expect(loadOrCreateVapidKeys({}, dataDir)).toEqual(first);
  });

  it("uses the configured pair and writes nothing", () => {
    const dataDir = tempDir();
    const configured = { publicKey: "public", privateKey: "private" };
    expect(loadOrCreateVapidKeys(configured, dataDir)).toEqual(configured);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it("names the site as the contact when it is https, else the mail sender's address", () => {
    expect(vapidSubject({ publicUrl: "https://pawswell.example.org", mailFrom: "x@y.z" })).toBe(
      "https://pawswell.example.org",
    );
    expect(vapidSubject({ publicUrl: "http://localhost:5000", mailFrom: "PawsWell <no-reply@pawswell.org>" })).toBe(
      "mailto:no-reply@pawswell.org",
    );
    expect(vapidSubject({ configured: "mailto:ops@pawswell.org", publicUrl: "https://a.b", mailFrom: "x@y.z" })).toBe(
      "mailto:ops@pawswell.org",
    );
  });

  it("takes both halves from the environment or neither, and a contact that is mailto: or https:", () => {
    const keys = { VAPID_PUBLIC_KEY: `B${"A".repeat(86)}`, VAPID_PRIVATE_KEY: "A".repeat(43) };
    expect(parseEnv(keys)).toMatchObject(keys);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/set together, or neither/);
    expect(() => parseEnv({ VAPID_SUBJECT: "ops@pawswell.org" })).toThrow(/VAPID_SUBJECT must be a mailto: or https:/);
    expect(parseEnv({ VAPID_SUBJECT: "mailto:ops@pawswell.org" }).VAPID_SUBJECT).toBe("mailto:ops@pawswell.org");
  });
});
