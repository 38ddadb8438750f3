/** The data folder holds the database, the session secret and photos: only its owner may read it. */
import fs from "node:fs";

/**
 * Creates `dir` (and missing parents) readable, writable and listable by this user only (0700,
 * whatever the umask). A folder that already exists is left as the operator made it.
 */
export function ensurePrivateDirectory(dir: string): void {
  const firstCreated = fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (firstCreated) fs.chmodSync(dir, 0o700);
}
