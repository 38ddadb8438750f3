import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { describe, expect, it } from "vitest";
import { loadedOnFirstUse } from "./pglite-extensions";

describe("extensions loaded on first use", () => {
  it("gives PGlite nothing to compile while it starts, and writes the extension's files before it does", async () => {
    const setup = await loadedOnFirstUse(pg_trgm).setup({} as never, { preRun: [] });
    // A bundle path is what PGlite compiles at start, concurrently with the others: none.
    expect(setup.bundlePath).toBeUndefined();

    const written = new Map<string, number>();
    const mod = {
      WASM_PREFIX: "/pglite",
      FS: {
        mkdirTree: () => undefined,
        writeFile: (path: string, data: Uint8Array) => written.set(path, data.length),
      },
    };
    const preRun = (setup.emscriptenOpts as { preRun: ((mod: unknown) => void)[] }).preRun;
    for (const hook of preRun) hook(mod);
    expect(written.get("/pglite/lib/postgresql/pg_trgm.so")).toBeGreaterThan(10_000);
    expect(written.get("/pglite/share/postgresql/extension/pg_trgm.control")).toBeGreaterThan(0);
  });
});
