/**
 * A Vitest reporter for CI (beside the default one): after the run, each project's wall time and
 * each of its test files' time, slowest first, split into start-up (environment, imports) and the
 * tests with their hooks (a file's database is made in its beforeAll). Used as
 * `vitest run --reporter=default --reporter=./server/test/file-times-reporter.ts`.
 */
import type { Reporter, TestModule } from "vitest/node";

interface Span {
  start: number;
  end: number;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);

export default class FileTimesReporter implements Reporter {
  private readonly spans = new Map<string, Span>();

  onTestModuleStart(module: TestModule): void {
    this.spans.set(module.moduleId, { start: performance.now(), end: performance.now() });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.moduleId);
    if (span) span.end = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, TestModule[]>();
    for (const module of modules) {
      const project = module.project.name || "(root)";
      byProject.set(project, [...(byProject.get(project) ?? []), module]);
    }
    for (const [project, files] of byProject) {
      const spans = files.flatMap((file) => this.spans.get(file.moduleId) ?? []);
      const wall = spans.length
        ? Math.max(...spans.map((span) => span.end)) - Math.min(...spans.map((span) => span.start))
        : 0;
      const rows = files.map((file) => {
        const d = file.diagnostic();
        const startUp = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
        return { name: file.relativeModuleId, startUp, tests: d.duration, total: startUp + d.duration };
      });
      rows.sort((a, b) => b.total - a.total);
      const sum = rows.reduce((total, row) => total + row.total, 0);
      console.log(
        `\nTest file times, project ${project}: ${files.length} files, ${seconds(wall).trim()} s from first start to last end, ${seconds(sum).trim()} s summed`,
      );
      console.log(`${"total s".padStart(7)} ${"start-up".padStart(8)} ${"tests".padStart(7)}  file`);
      for (const row of rows) {
        console.log(
          `${seconds(row.total).padStart(7)} ${seconds(row.startUp).padStart(8)} ${seconds(row.tests).padStart(7)}  ${row.name}`,
        );
      }
    }
  }
}
