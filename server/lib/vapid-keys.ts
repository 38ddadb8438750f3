/**
 * The server's VAPID key pair (RFC 8292), which push services know this site's notices by: from
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or generated once and kept in the data folder, as the
 * session secret is (./session-secret.ts). A new pair would orphan every browser's subscription, so
 * it is never replaced once written.
 */
import fs from "node:fs";
import path from "node:path";
import webPush from "web-push";
import { ensurePrivateDirectory } from "./private-directory";

/** Both halves base64url, as browsers' applicationServerKey and web-push take them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FILE_NAME = "vapid-keys.json";

/** A new pair, kept nowhere: for an app given none (a test's), whose subscriptions live no longer than it. */
export function newVapidKeys(): VapidKeys {
  return webPush.generateVAPIDKeys();
}

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return typeof keys?.publicKey === "string" && typeof keys.privateKey === "string";
}

/** The configured pair, else the one kept in `dataDir`, else a new one written there (readable by the server only). */
export function loadOrCreateVapidKeys(configured: Partial<VapidKeys>, dataDir: string): VapidKeys {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  }
  const file = path.join(dataDir, FILE_NAME);
  if (fs.existsSync(file)) {
    const kept: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    if (!isVapidKeys(kept)) throw new Error(`${file} does not hold a VAPID key pair; move it away to make a new one`);
    return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  ensurePrivateDirectory(dataDir);
  const keys = newVapidKeys();
  fs.writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

/**
 * The contact push services are given with every notice (VAPID's `sub`): VAPID_SUBJECT, else the
 * site's address when it is https, else a mailto: of MAIL_FROM's address.
 */
export function vapidSubject(options: { configured?: string; publicUrl: string; mailFrom: string }): string {
  if (options.configured) return options.configured;
  if (options.publicUrl.startsWith("https://")) return options.publicUrl;
  const address = /<([^>]+)>/.exec(options.mailFrom)?.[1] ?? options.mailFrom.trim();
  return `mailto:${address}`;
}
