/** The only reader of process.env: configuration parsed once, failing fast with a clear message. */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
    DATA_DIR: z.string().min(1).default("data"),
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
    STORAGE_DRIVER: z.enum(["local", "gcs"], { error: "STORAGE_DRIVER must be local or gcs" }).default("local"),
    GCS_BUCKET: z.string().min(3, "GCS_BUCKET must be a bucket name").optional(),
    // Read by @google-cloud/storage itself; listed here so a wrong path fails at start, not at first upload.
    GOOGLE_APPLICATION_CREDENTIALS: z
      .string()
      .refine((file) => fs.existsSync(file), "GOOGLE_APPLICATION_CREDENTIALS must name an existing key file")
      .optional(),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value) => parseTrustProxy(value)),
  })
  .refine((env) => env.STORAGE_DRIVER !== "gcs" || env.GCS_BUCKET !== undefined, {
    path: ["GCS_BUCKET"],
    message: "GCS_BUCKET is required when STORAGE_DRIVER is gcs",
  });

export type Env = Omit<z.infer<typeof envSchema>, "DATA_DIR"> & { DATA_DIR: string };

/** Reads configuration from the given variables; throws an Error listing every bad setting. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

/** Express's "trust proxy": unset → false; "true"/"false"; a hop count; or a list of addresses. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
