import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("runs with no configuration at all", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(path.resolve("data"));
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(5000);
  });

  it("fails fast naming every bad setting", () => {
    expect(() => parseEnv({ PORT: "http", DATABASE_URL: "mysql://x", SESSION_SECRET: "short" })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/\n {2}SESSION_SECRET: SESSION_SECRET must be at least 32 characters/,
    );
  });

  it("reads trust proxy as a flag, a hop count or addresses", () => {
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toBe("loopback");
  });
});

describe("parseEnv storage settings", () => {
  it("defaults to local storage", () => {
    expect(parseEnv({}).STORAGE_DRIVER).toBe("local");
  });

  it("requires a bucket with the gcs driver and names a bad driver or key file", () => {
    expect(parseEnv({ STORAGE_DRIVER: "gcs", GCS_BUCKET: "pawswell-photos" }).GCS_BUCKET).toBe("pawswell-photos");
    expect(() => parseEnv({ STORAGE_DRIVER: "gcs" })).toThrow(
      /GCS_BUCKET: GCS_BUCKET is required when STORAGE_DRIVER is gcs/,
    );
    expect(() => parseEnv({ STORAGE_DRIVER: "s3" })).toThrow(/STORAGE_DRIVER: STORAGE_DRIVER must be local or gcs/);
    expect(() => parseEnv({ GOOGLE_APPLICATION_CREDENTIALS: "/no/such/key.json" })).toThrow(
      /GOOGLE_APPLICATION_CREDENTIALS: GOOGLE_APPLICATION_CREDENTIALS must name an existing key file/,
    );
  });
});
