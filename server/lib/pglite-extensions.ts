/**
 * The embedded database's extensions, set up so PostgreSQL loads each one's code from its file
 * system on first use, one at a time, as it loads its own (plpgsql).
 *
 * PGlite's own way compiles every extension's code while it starts, all at once. When two of those
 * compiles finish together, one fails half-made ("Cannot read properties of undefined (reading
 * 'value')", which PGlite only logs) and is loaded again on first use: calls between the two copies
 * then reach the half-made one, whose setup never ran. For pg_trgm that is a call through a null
 * function pointer in its trigram sort; PGlite's loop retries the trapped call forever and the
 * whole process hangs, out of reach of any timeout. It happened in about one start in six on a busy
 * machine, on the first misspelt search (tools/pglite-extension-starts.ts counts it).
 */
import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import type { Extension } from "@electric-sql/pglite";
import { extract } from "tar-stream";

interface BundleFile {
  /** Its path under PGlite's prefix, e.g. "lib/postgresql/pg_trgm.so". */
  name: string;
  data: Uint8Array;
}

/** What of PGlite's Emscripten module a preRun hook uses. */
interface PostgresFileSystem {
  WASM_PREFIX: string;
  FS: {
    mkdirTree(path: string): void;
    writeFile(path: string, data: Uint8Array): void;
  };
}

/** `extension`, with its files written into PGlite's file system before it starts, not compiled then. */
export function loadedOnFirstUse(extension: Extension): Extension {
  return {
    name: extension.name,
    setup: async (pg, emscriptenOpts, clientOnly) => {
      const { bundlePath, ...setup } = await extension.setup(pg, emscriptenOpts, clientOnly);
      if (!bundlePath) return setup;
      const files = await readBundle(bundlePath);
      const options = (setup.emscriptenOpts ?? emscriptenOpts) as { preRun?: unknown[] };
      return {
        ...setup,
        emscriptenOpts: {
          ...options,
          preRun: [...(options.preRun ?? []), (mod: PostgresFileSystem) => writeFiles(mod, files)],
        },
      };
    },
  };
}

/** The files of an extension's bundle (a gzipped tar, as PGlite ships them). */
async function readBundle(bundlePath: URL): Promise<BundleFile[]> {
  const tar = gunzipSync(await fs.readFile(fileURLToPath(bundlePath)));
  const files: BundleFile[] = [];
  const entries = extract();
  entries.end(tar);
  for await (const entry of entries) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const name = entry.header.name.replace(/^\.\//, "");
    if (entry.header.type === "file" && !name.startsWith(".")) files.push({ name, data: Buffer.concat(chunks) });
  }
  return files;
}

function writeFiles(mod: PostgresFileSystem, files: BundleFile[]): void {
  for (const { name, data } of files) {
    const path = `${mod.WASM_PREFIX}/${name}`;
    mod.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    mod.FS.writeFile(path, data);
  }
}
