/** The environment of a real production server process that a test spawns: its own port and data folder, the embedded database, logs on. */
export function productionEnv(options: {
  port: number;
  dataDir: string;
  /** PUBLIC_URL; unset (the server's own default) unless given. */
  publicUrl?: string;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    DATABASE_URL: "",
    PUBLIC_URL: options.publicUrl ?? "",
    LOG_IN_TESTS: "1",
  };
}
