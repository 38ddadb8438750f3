/**
 * Runs once before the browser tests: builds the app when the build is missing or stale (never
 * per worker: dist/ is shared), then makes the template data folders every worker's server
 * starts from a copy of (tests/e2e/test-server.ts). Workers inherit the folders' places through
 * the environment; the returned function removes them after the run.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { makeTemplates, TEMPLATE_VARIABLE } from "./test-server";

export default function globalSetup(): () => void {
  const built = spawnSync(process.execPath, ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("The build failed");
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-e2e-templates-"));
  const templates = makeTemplates(root);
  process.env[TEMPLATE_VARIABLE.plain] = templates.plain;
  process.env[TEMPLATE_VARIABLE.demo] = templates.demo;
  return () => fs.rmSync(root, { recursive: true, force: true });
}
