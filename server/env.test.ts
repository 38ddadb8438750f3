import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, limitVariable, resolveLimits, type Limits } from "./config/limits";
import { isSecureCookieRequired, logSettings, parseEnv } from "./env";

describe("logging and metrics settings", () => {
  it("logs at info, JSON, by default; pretty under development; nothing under tests unless LOG_IN_TESTS", () => {
    expect(logSettings({})).toEqual({ level: "info", isPretty: false });
    expect(logSettings({ NODE_ENV: "development", LOG_LEVEL: "debug" })).toEqual({ level: "debug", isPretty: true });
    expect(logSettings({ VITEST: "true" }).level).toBe("silent");
    expect(logSettings({ VITEST: "true", LOG_IN_TESTS: "1", LOG_LEVEL: "warn" }).level).toBe("warn");
  });

  it("refuses a level pino lacks, a short metrics token and a port out of range", () => {
    expect(() => parseEnv({ LOG_LEVEL: "verbose", METRICS_TOKEN: "short", METRICS_PORT: "70000" })).toThrow(
      /LOG_LEVEL: LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent\n {2}METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters\n {2}METRICS_PORT: /,
    );
    const env = parseEnv({ METRICS_PORT: "9464" });
    expect([env.METRICS_HOST, env.METRICS_PORT, env.METRICS_TOKEN]).toEqual(["127.0.0.1", 9464, undefined]);
  });
});

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

  it("reads trust proxy as off, a hop count or addresses", () => {
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toBe("loopback");
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).TRUST_PROXY).toBe("10.0.0.0/8, 127.0.0.1");
  });

  it("refuses TRUST_PROXY=true at start, asking for a hop count or the proxies' addresses", () => {
    for (const value of ["true", "TRUE", " True "]) {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: TRUST_PROXY=true would let any client choose its own address through X-Forwarded-For .*Set the number of proxies in front of the server \(e\.g\. 1\) or their addresses/,
      );
    }
  });
});

describe("parseEnv session cookie setting", () => {
  it("requires a Secure session cookie in production unless plain HTTP is explicitly allowed", () => {
    expect(isSecureCookieRequired(parseEnv({ NODE_ENV: "production" }))).toBe(true);
    expect(isSecureCookieRequired(parseEnv({ NODE_ENV: "production", ALLOW_INSECURE_HTTP: "true" }))).toBe(false);
    expect(isSecureCookieRequired(parseEnv({ NODE_ENV: "production", ALLOW_INSECURE_HTTP: "false" }))).toBe(true);
    expect(isSecureCookieRequired(parseEnv({ NODE_ENV: "development" }))).toBe(false);
  });

  it("names a bad ALLOW_INSECURE_HTTP value", () => {
    expect(() => parseEnv({ ALLOW_INSECURE_HTTP: "yes" })).toThrow(
      /ALLOW_INSECURE_HTTP: ALLOW_INSECURE_HTTP must be true or false/,
    );
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

describe("parseEnv limits", () => {
  it("lets the operator set every limit, named after it, and keeps the defaults for the rest", () => {
    const env = parseEnv({
      LIMIT_REPLIES_PER_MEMBER: "20/1m",
      LIMIT_NEW_MEMBER_REPLIES: "5/1d",
      LIMIT_NEW_MEMBER: "3d",
      LIMIT_SESSION_IDLE: "12h",
      LIMIT_REPORTS_TO_HIDE: "5",
      LIMIT_GUEST_REPORTS_PER_ADDRESS: "4/1h",
      LIMIT_REPORTS_PER_MEMBER: "6/1h",
    });
    expect(env.limits).toEqual({
      reportsToHide: 5,
      guestReportsPerAddress: { limit: 4, windowMs: 3_600_000 },
      reportsPerMember: { limit: 6, windowMs: 3_600_000 },
      repliesPerMember: { limit: 20, windowMs: 60_000 },
      newMemberReplies: { limit: 5, windowMs: 86_400_000 },
      newMemberMs: 3 * 86_400_000,
      sessionIdleMs: 12 * 3_600_000,
    });
    expect(resolveLimits(env.limits).loginFailuresPerUsername).toEqual(DEFAULT_LIMITS.loginFailuresPerUsername);
    for (const key of Object.keys(DEFAULT_LIMITS) as (keyof Limits)[]) {
      expect(limitVariable(key)).toMatch(/^LIMIT_[A-Z_]+$/);
    }
  });

  it("names each bad limit and says what it should look like", () => {
    expect(() =>
      parseEnv({
        LIMIT_REPLIES_PER_MEMBER: "ten a minute",
        LIMIT_SESSION_IDLE: "0d",
        LIMIT_SIGNUPS_PER_ADDRESS: "0/1h",
        LIMIT_REPORTS_TO_HIDE: "0",
      }),
    ).toThrow(
      [
        "Invalid configuration:",
        "  LIMIT_SIGNUPS_PER_ADDRESS must be a count per period, such as 10/1m (periods in s, m, h or d)",
        "  LIMIT_REPLIES_PER_MEMBER must be a count per period, such as 10/1m (periods in s, m, h or d)",
        "  LIMIT_SESSION_IDLE must be a period, such as 30s, 15m, 1h or 7d",
        "  LIMIT_REPORTS_TO_HIDE must be a whole number of at least 1, such as 3",
      ].join("\n"),
    );
  });
});

describe("parseEnv REQUIRE_MODERATOR_2FA", () => {
  it("is off by default, on with true, and names a bad value", () => {
    expect(parseEnv({}).REQUIRE_MODERATOR_2FA).toBe(false);
    expect(parseEnv({ REQUIRE_MODERATOR_2FA: "true" }).REQUIRE_MODERATOR_2FA).toBe(true);
    expect(() => parseEnv({ REQUIRE_MODERATOR_2FA: "yes" })).toThrow(
      /REQUIRE_MODERATOR_2FA: REQUIRE_MODERATOR_2FA must be true or false/,
    );
  });
});

describe("parseEnv: mail (issue 18)", () => {
  it("writes mail to files from localhost by default, with links to this port", () => {
    const env = parseEnv({ PORT: "8080" });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe("PawsWell <no-reply@localhost>");
    expect(env.PUBLIC_URL).toBe("http://localhost:8080");
  });

  it("reads the mail server, the sender and the site's address (without a trailing slash)", () => {
    const env = parseEnv({
      SMTP_URL: "smtps://mailer:secret@mail.example.org:465",
      MAIL_FROM: "PawsWell <hello@example.org>",
      PUBLIC_URL: "https://pawswell.example.org/",
    });
    expect(env.SMTP_URL).toBe("smtps://mailer:secret@mail.example.org:465");
    expect(env.MAIL_FROM).toBe("PawsWell <hello@example.org>");
    expect(env.PUBLIC_URL).toBe("https://pawswell.example.org");
  });

  it("in production without PUBLIC_URL, links to this port and says at start which variable to set", () => {
    const env = parseEnv({ NODE_ENV: "production", PORT: "8080" });
    expect(env.PUBLIC_URL).toBe("http://localhost:8080");
    expect(env.notices).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set: .* http:\/\/localhost:8080\b.*Set PUBLIC_URL/),
    ]);
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://pawswell.example.org" }).notices).toEqual([]);
    // On one's own machine localhost is the right address: nothing to say.
    expect(parseEnv({ PORT: "8080" }).notices).toEqual([]);
  });

  it("refuses a mail server or site address that is not one", () => {
    expect(() => parseEnv({ SMTP_URL: "mail.example.org", PUBLIC_URL: "ftp://example.org" })).toThrow(
      /SMTP_URL: SMTP_URL must look like smtp:\/\/.*\n {2}PUBLIC_URL: PUBLIC_URL must be the site's address/,
    );
  });
});
