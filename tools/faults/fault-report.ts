/** What the fault run prints at the end, and its verdict (0 when nothing was lost and no process died unplanned). */
import type { Tally } from "./attackers";
import type { PoliteRecord } from "./polite-client";
import type { ProcessExit, Supervisor } from "./supervisor";

export interface FaultRun {
  seconds: number;
  /** Date.now() when the faults began (times are printed from it; setup is negative). */
  faultsStartedAt: number;
  tookSeconds: number;
  records: PoliteRecord[];
  /** Writes answered 201, and those of them not in the database at the end. */
  writes: number;
  missing: string[];
  tally: Tally;
  drops: { rounds: number; backends: number; duringStreams: number };
  supervisor: Supervisor;
}

function countBy(values: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/**
 * Where the error that ended a process starts in what it said: the last unindented "TypeError: ...",
 * "error: terminating connection ..." line (earlier ones are errors it printed and lived through).
 */
function errorIndex(lines: string[]): number {
  return lines.findLastIndex((line) => /^(\w*Error|error)\b/.test(line));
}

/** The error's own line, which names the cause of an exit. */
function errorLine(exit: ProcessExit): string {
  const index = errorIndex(exit.lastLines);
  return (index >= 0 ? exit.lastLines[index]! : (exit.lastLines.at(-1) ?? "(no output)")).trim();
}

/** The lines of an unplanned exit's output worth reading: the error and its stack. */
function crashLines(lines: string[]): string[] {
  const index = errorIndex(lines);
  return lines.slice(index >= 0 ? index : Math.max(0, lines.length - 8)).slice(0, 12);
}

/** Prints the run's figures and checks; resolves the exit code. */
export function printFaultReport(run: FaultRun): number {
  const { records, supervisor } = run;
  const requests = records.reduce((sum, r) => sum + r.attempts, 0);
  const lost = records.filter((r) => r.outcome === "lost");
  const byClient = (client: PoliteRecord["client"]) => records.filter((r) => r.client === client);

  console.log(`\nFaults for ${run.seconds} s; the whole run took ${Math.round(run.tookSeconds)} s`);
  console.log(
    `\nWell-behaved clients: ${records.length} requests (${requests} sent, retries included): ${byClient("visitor").length} by visitors, ${byClient("member").length} by members`,
  );
  for (const [outcome, count] of countBy(records.map((r) => r.outcome))) console.log(`  ${count} × ${outcome}`);
  const errors = records.flatMap((r) => r.errors);
  console.log(`Errors they saw, by kind: ${errors.length}`);
  for (const [kind, count] of countBy(errors)) console.log(`  ${count} × ${kind}`);
  const seconds = (at: number) => `${((at - run.faultsStartedAt) / 1000).toFixed(1)} s`;
  console.log(`Requests lost: ${lost.length}`);
  for (const [what, count] of countBy(lost.map((r) => `${r.operation}: ${r.errors.at(-1)}`)).slice(0, 12))
    console.log(`  ${count} × ${what}`);
  for (const record of [...lost].sort((a, b) => a.startedAt - b.startedAt).slice(0, 6))
    console.log(`  first lost, at ${seconds(record.startedAt)}: ${record.operation}: ${record.detail}`);
  console.log(`Writes answered 201: ${run.writes}, missing from the database afterwards: ${run.missing.length}`);

  console.log("\nAttackers (what they saw; these never fail the run):");
  for (const [group, counts] of run.tally.counts) {
    const parts = [...counts].sort((a, b) => b[1] - a[1]).map(([what, n]) => `${n} × ${what}`);
    console.log(`  ${group}: ${parts.join(", ")}`);
  }
  console.log(
    `Connection drops: ${run.drops.rounds} rounds (${run.drops.duringStreams} while event streams were being answered), ${run.drops.backends} backends terminated`,
  );

  const { planned, unplanned, failedStarts } = supervisor.restarts;
  console.log(
    `\nRestarts: ${planned} planned, ${unplanned} unplanned${failedStarts ? ` (${failedStarts} starts failed and were tried again)` : ""}`,
  );
  const kills = supervisor.plannedKills.map(
    (kill) =>
      `${kill.process} at ${seconds(kill.at)} (${kill.backAt ? `serving again ${((kill.backAt - kill.at) / 1000).toFixed(1)} s later` : "not back"}${kill.isPlanned ? "" : ", but it was already going down by itself"})`,
  );
  console.log(`Planned kills: ${kills.length === 0 ? "none" : kills.join(", ")}`);
  // Each process's exits by cause, with the stack of each unplanned cause printed once.
  const stacksShown = new Set<string>();
  for (const process of supervisor.processes) {
    const exits = supervisor.exits.filter((exit) => exit.process === process.name);
    console.log(`Process ${process.name}: ${exits.length === 0 ? "never exited" : `${exits.length} exit(s)`}`);
    const causes = new Map<string, ProcessExit[]>();
    for (const exit of exits) {
      const cause = exit.planned
        ? "SIGKILL, planned (the script's)"
        : `UNPLANNED (${exit.signal ?? `code ${exit.code}`}): ${errorLine(exit)}`;
      causes.set(cause, [...(causes.get(cause) ?? []), exit]);
    }
    for (const [cause, same] of causes) {
      const at =
        same
          .slice(0, 12)
          .map((exit) => seconds(exit.at))
          .join(", ") + (same.length > 12 ? ", ..." : "");
      console.log(`  ${same.length} × ${cause.slice(0, 200)}, at ${at}`);
      if (same[0]!.planned || stacksShown.has(cause)) continue;
      stacksShown.add(cause);
      for (const line of crashLines(same[0]!.lastLines)) console.log(`      ${line.slice(0, 200)}`);
    }
  }

  const checks: [string, boolean][] = [
    ["no well-behaved request was lost", lost.length === 0],
    ["every write answered 201 is in the database", run.missing.length === 0],
    ["no process exited unplanned", unplanned === 0],
  ];
  console.log();
  for (const [what, passed] of checks) console.log(`${passed ? "PASS" : "FAIL"}  ${what}`);
  return checks.every(([, passed]) => passed) ? 0 : 1;
}
