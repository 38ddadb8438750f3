/**
 * The authorization matrix's rows for a member's own account (docs/features.md#your-account): email
 * and password, two-factor sign-in, sessions, settings, and their data. Spread into
 * AUTHORIZATION_MATRIX.
 */
import type { Agent, Response } from "supertest";
import { accountDataContract } from "@shared/contracts/account-data.contract";
import { accountEmailContract } from "@shared/contracts/account-email.contract";
import { accountPasswordContract } from "@shared/contracts/account-password.contract";
import { accountSessionsContract } from "@shared/contracts/account-sessions.contract";
import { accountSettingsContract } from "@shared/contracts/account-settings.contract";
import { passwordResetContract } from "@shared/contracts/password-reset.contract";
import { signInContract } from "@shared/contracts/sign-in.contract";
import { twoFactorContract } from "@shared/contracts/two-factor.contract";
import { TEST_PASSWORD } from "../auth-helpers";
import { freshCode, turnOnTwoFactor } from "../two-factor-helpers";
import { contractRow, everyone, membersOnly, type MatrixRow } from "./matrix-rows";

/**
 * The id of a ready export of the client's own (starting one and waiting for it), or a made-up id
 * when the client may not start one (a visitor), whose download is then refused all the same.
 */
async function ownReadyExport(client: Agent): Promise<string> {
  const started = await client.post("/api/account/exports");
  if (started.status !== 202) return "7d1f1c1e-0000-4000-8000-000000000000";
  for (let attempt = 0; attempt < 200; attempt++) {
    const latest = (await client.get("/api/account/exports")).body as { id: string; status: string } | null;
    if (latest && latest.status !== "building") return latest.id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("fixture: the export never finished");
}

/**
 * Sends requests as one session whether `client` keeps cookies (an agent) or not (a visitor's
 * plain client): the session cookie is carried by hand from each answer to the next request.
 */
function carryingSession(client: Agent) {
  let cookie: string | undefined;
  return async (method: "post" | "delete", url: string, body?: object): Promise<Response> => {
    const req = client[method](url);
    if (cookie) req.set("Cookie", cookie);
    const res = await (body ? req.send(body) : req);
    const set = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    const sid = set.map((line) => /^(pawswell\.sid=[^;]*)/.exec(line)?.[1]).find(Boolean);
    if (sid !== undefined) cookie = sid === "pawswell.sid=" ? undefined : sid;
    return res;
  };
}

/** Turns two-factor sign-in on for `client`'s member; answers a recovery code for turning it off again. */
async function twoFactorOn(client: Agent): Promise<string> {
  const { recoveryCodes } = await turnOnTwoFactor(client);
  return recoveryCodes[0]!;
}

/** Turns it off again, so every row starts and ends with it off for the shared accounts. */
async function twoFactorOff(client: Agent, recoveryCode: string): Promise<void> {
  const res = await client
    .delete("/api/account/two-factor")
    .send({ currentPassword: TEST_PASSWORD, code: recoveryCode });
  if (res.status !== 204) throw new Error(`turning two-factor sign-in off failed: ${res.status} ${res.text}`);
}

export const ACCOUNT_ROWS: MatrixRow[] = [
  // Sessions and settings: each member's own sessions and settings, nobody else's.
  contractRow(accountSessionsContract.list, (client) => client.get("/api/account/sessions")),
  {
    method: "DELETE",
    path: "/api/account/sessions/:id",
    case: "the asking browser's own session (signing it out is logging out)",
    ...membersOnly(204),
    endsSession: true,
    send: async (client) => {
      const listed = await client.get("/api/account/sessions");
      const own =
        listed.status === 200 ? (listed.body as { id: string; current: boolean }[]).find((s) => s.current) : undefined;
      return client.delete(`/api/account/sessions/${own?.id ?? "0123456789abcdef01234567"}`);
    },
  },
  contractRow(accountSessionsContract.signOutOthers, (client) =>
    client.post("/api/account/sessions/sign-out-others").send({}),
  ),
  contractRow(accountSettingsContract.get, (client) => client.get("/api/account/settings")),
  contractRow(accountSettingsContract.update, (client) =>
    client.patch("/api/account/settings").send({ notificationDelivery: "app", memberPageShown: true }),
  ),
  // "Export my data" and "Delete my account": each member's own only.
  // Another member's export answers 404 (server/routes/account-data.routes.test.ts).
  contractRow(accountDataContract.startExport, (client) => client.post("/api/account/exports")),
  contractRow(accountDataContract.latest, (client) => client.get("/api/account/exports")),
  {
    case: "one's own ready export",
    ...contractRow(accountDataContract.download, async (client) =>
      client.get(`/api/account/exports/${await ownReadyExport(client)}/download`),
    ),
  },
  {
    case: "a spare account of one's own, with its password",
    endsSession: true,
    ...contractRow(accountDataContract.deleteAccount, async (client, f, self) => {
      // Never the role's own account: the rows after this one still need it.
      if (self)
        await client.post("/api/login").send({ username: (await f.newAccount()).username, password: TEST_PASSWORD });
      return client.delete("/api/account").send({ password: TEST_PASSWORD, keepContent: true });
    }),
  },
  // Email and passwords: a member's own address; links anyone may open (the
  // token is the authority, so everyone reaches the check: a forged one here answers 400 to all).
  contractRow(accountEmailContract.get, (client) => client.get("/api/account/email")),
  contractRow(accountEmailContract.add, (client, f) =>
    client
      .post("/api/account/email")
      .send({ email: `matrix-${f.unique()}@example.org`, currentPassword: TEST_PASSWORD }),
  ),
  contractRow(accountEmailContract.remove, (client) =>
    client.delete("/api/account/email").send({ currentPassword: TEST_PASSWORD }),
  ),
  {
    method: "POST",
    path: "/api/account/email/verify",
    case: "anyone may open a link; a forged one is refused alike",
    ...everyone(400),
    send: (client) => client.post("/api/account/email/verify").send({ token: "A".repeat(43) }),
  },
  {
    method: "POST",
    path: "/api/account/email/revert",
    case: "anyone may open an undo link; a forged one is refused alike",
    ...everyone(400),
    send: (client) => client.post("/api/account/email/revert").send({ token: "A".repeat(43) }),
  },
  contractRow(passwordResetContract.forgot, (client, f) =>
    client.post("/api/password/forgot").send({ email: `matrix-${f.unique()}@example.org` }),
  ),
  {
    method: "POST",
    path: "/api/password/reset",
    case: "anyone may open a link; a forged one is refused alike",
    ...everyone(400),
    send: (client) => client.post("/api/password/reset").send({ token: "A".repeat(43), password: "a-new-password" }),
  },
  // The same password again: the matrix's members keep logging in with TEST_PASSWORD.
  contractRow(accountPasswordContract.change, (client) =>
    client.post("/api/account/password").send({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }),
  ),
  // Two-factor sign-in: one's own settings, and the login's code step.
  contractRow(twoFactorContract.status, (client) => client.get("/api/account/two-factor")),
  contractRow(twoFactorContract.setup, (client) =>
    client.post("/api/account/two-factor/setup").send({ currentPassword: TEST_PASSWORD }),
  ),
  {
    case: "with a fresh setup and its current code",
    ...contractRow(twoFactorContract.confirm, async (client, _f, self) => {
      if (!self) return client.post("/api/account/two-factor/confirm").send({ code: "123456" });
      const setup = await client.post("/api/account/two-factor/setup").send({ currentPassword: TEST_PASSWORD });
      const { code } = await freshCode(setup.body.secret as string);
      const res = await client.post("/api/account/two-factor/confirm").send({ code });
      if (res.status === 200) await twoFactorOff(client, (res.body.recoveryCodes as string[])[0]!);
      return res;
    }),
  },
  {
    case: "with two-factor sign-in on and a recovery code",
    ...contractRow(twoFactorContract.recoveryCodes, async (client, _f, self) => {
      if (!self) return client.post("/api/account/two-factor/recovery-codes").send({ code: "123456" });
      const code = await twoFactorOn(client);
      const res = await client.post("/api/account/two-factor/recovery-codes").send({ code });
      await twoFactorOff(client, res.status === 200 ? (res.body.recoveryCodes as string[])[0]! : code);
      return res;
    }),
  },
  {
    case: "with two-factor sign-in on, the current password and a recovery code",
    ...contractRow(twoFactorContract.disable, async (client, _f, self) => {
      const code = self ? await twoFactorOn(client) : "4k7m2-q9xbd";
      return client.delete("/api/account/two-factor").send({ currentPassword: TEST_PASSWORD, code });
    }),
  },
  {
    case: "a spare account's login waiting for its code (anyone may finish their own login)",
    endsSession: true,
    ...contractRow(signInContract.loginCode, async (client, f) => {
      const session = carryingSession(client);
      const spare = await f.newAccount();
      const credentials = { username: spare.username, password: TEST_PASSWORD };
      await session("post", "/api/login", credentials);
      const setup = await session("post", "/api/account/two-factor/setup", { currentPassword: TEST_PASSWORD });
      const { code } = await freshCode(setup.body.secret as string);
      const confirmed = await session("post", "/api/account/two-factor/confirm", { code });
      await session("post", "/api/logout");
      const asked = await session("post", "/api/login", credentials);
      if (!asked.body.twoFactorRequired) throw new Error(`fixture: login did not ask for a code: ${asked.text}`);
      return session("post", "/api/login/two-factor", {
        recoveryCode: (confirmed.body.recoveryCodes as string[])[0],
      });
    }),
  },
];
