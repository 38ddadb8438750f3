// `npm run audit:deps`: `npm audit --omit=dev --audit-level=high` for CI, telling two outcomes apart:
//  - a findings report with high or critical vulnerabilities in production dependencies → exit 1;
//  - no report at all (the registry cannot be reached or refuses the audit endpoint, as some
//    mirrors answer "405 Method Not Allowed") → a loud warning that the audit did NOT run, exit 0,
//    so a registry without an audit endpoint does not block CI. Read the warning: nothing was checked.
// There is no offline advisory source to fall back on from the two registries this project reaches
// (npm and Debian's packages), as checked: @renovatebot/osv-offline(-db) and
// @jamiemagee/osv-offline(-db) ship only code and download the OSV database from GitHub releases
// at run time; @nodesecure/vulnera asks the npm audit endpoint, api.osv.dev, Snyk or Sonatype;
// auditjs asks Sonatype OSS Index; audit-ci and better-npm-audit wrap `npm audit`; Debian's
// debsecan reads Debian's security tracker online and covers Debian packages only, and
// golang-golang-x-vuln-dev covers Go modules from vuln.go.dev. None bundles advisory data.
// The distinction is made on npm's --json output: a report carries `auditReportVersion` and
// `metadata.vulnerabilities`; a failure carries `error` (or is not JSON at all).
import { spawnSync } from "node:child_process";

const FAILING_SEVERITIES = ["high", "critical"];
const args = ["audit", "--omit=dev", "--audit-level=high", "--json"];

const result = spawnSync("npm", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const command = `npm ${args.join(" ")}`;

/** Parsed JSON, or undefined when `text` is not JSON. */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function warnNotRun(reason) {
  const bar = "!".repeat(78);
  console.warn(`\n${bar}\n!! WARNING: the dependency audit could NOT run; no vulnerabilities were checked.`);
  console.warn(`!! Command: ${command}`);
  for (const line of reason.split("\n")) console.warn(`!! ${line}`);
  console.warn(`!! Run it against a registry that serves the audit endpoint (e.g. registry.npmjs.org).`);
  console.warn(`${bar}\n`);
  process.exit(0);
}

if (result.error) warnNotRun(`npm could not be started: ${result.error.message}`);

const report = parseJson(result.stdout);
const stderrTail = result.stderr.trim().split("\n").filter(Boolean).slice(-5).join("\n");
if (report === undefined || typeof report !== "object" || report === null) {
  warnNotRun(`npm printed no audit report (exit ${result.status}).\n${stderrTail}`);
}

const counts = report.metadata?.vulnerabilities;
if (report.error !== undefined || report.auditReportVersion === undefined || counts === undefined) {
  const detail = [report.message, report.error?.code, report.error?.summary, report.error?.detail]
    .filter(Boolean)
    .join(" | ");
  warnNotRun(`The audit endpoint answered an error, not a report: ${detail || "(no detail)"}`);
}

const failing = Object.values(report.vulnerabilities ?? {}).filter((entry) =>
  FAILING_SEVERITIES.includes(entry.severity),
);
const summary = Object.entries(counts)
  .filter(([severity]) => severity !== "total")
  .map(([severity, count]) => `${count} ${severity}`)
  .join(", ");

if (failing.length > 0 || FAILING_SEVERITIES.some((severity) => (counts[severity] ?? 0) > 0)) {
  console.error(`npm audit: high or critical vulnerabilities in production dependencies (${summary}):`);
  for (const entry of failing) {
    const advisories = (entry.via ?? []).map((via) =>
      typeof via === "string" ? `via ${via}` : `${via.title} ${via.url ?? ""}`.trim(),
    );
    const fix = entry.fixAvailable ? "fix available (npm audit fix)" : "no fix available yet";
    console.error(`  - ${entry.name} (${entry.severity}, ${entry.range}): ${advisories.join("; ")}; ${fix}`);
  }
  process.exit(1);
}

console.log(`npm audit: no high or critical vulnerabilities in production dependencies (${summary}).`);
