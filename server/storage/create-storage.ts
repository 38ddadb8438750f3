/** Picks the storage driver the configuration names. */
import path from "node:path";
import type { Env } from "../env";
import { createGcsStorage } from "./gcs-storage";
import { createLocalStorage } from "./local-storage";
import type { ObjectStorage } from "./object-storage";

/** Local disk under DATA_DIR/uploads by default; GCS when STORAGE_DRIVER=gcs. */
export function createStorage(
  env: Pick<Env, "STORAGE_DRIVER" | "GCS_BUCKET" | "DATA_DIR">,
  secret: string,
): ObjectStorage {
  if (env.STORAGE_DRIVER === "gcs") {
    // parseEnv guarantees a bucket with the gcs driver; credentials come from GOOGLE_APPLICATION_CREDENTIALS.
    return createGcsStorage({ bucket: env.GCS_BUCKET ?? "" });
  }
  return createLocalStorage({ root: path.join(env.DATA_DIR, "uploads"), secret });
}
