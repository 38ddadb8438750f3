/**
 * The authorization matrix's rows for push notices (shared/contracts/push-notices.contract.ts):
 * anyone reads the server's key; a device's subscription and the push choices are each member's
 * own. Spread into AUTHORIZATION_MATRIX.
 */
import crypto from "node:crypto";
import { pushNoticesContract } from "@shared/contracts/push-notices.contract";
import { contractRow, type MatrixRow } from "./matrix-rows";

/** A browser's subscription with real keys; its push service is never called. */
function newSubscription() {
  const publicKey = crypto.createECDH("prime256v1").generateKeys();
  return {
    endpoint: `https://push.example.test/${crypto.randomUUID()}`,
    keys: { p256dh: publicKey.toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") },
  };
}

export const PUSH_ROWS: MatrixRow[] = [
  contractRow(pushNoticesContract.key, (client) => client.get("/api/push/key")),
  contractRow(pushNoticesContract.subscribe, (client) =>
    client.post("/api/push/subscriptions").send(newSubscription()),
  ),
  contractRow(pushNoticesContract.unsubscribe, (client) =>
    client.delete("/api/push/subscriptions").send({ endpoint: newSubscription().endpoint }),
  ),
  contractRow(pushNoticesContract.preferences, (client) => client.get("/api/push/preferences")),
  contractRow(pushNoticesContract.updatePreferences, (client) =>
    client.put("/api/push/preferences").send({ kinds: ["replies"], quietHours: null, timeZone: "UTC" }),
  ),
];
