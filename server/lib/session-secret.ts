/** The session-signing secret: SESSION_SECRET, or one generated once and kept in the data folder. */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ensurePrivateDirectory } from "./private-directory";

export function loadOrCreateSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "session-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  ensurePrivateDirectory(dataDir);
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
