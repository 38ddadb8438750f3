/** A lock file that keeps a second process out of the embedded database's folder. */
import fs from "node:fs";
import path from "node:path";

export class DirectoryLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is in use by another PawsWell process (pid ${pid}). ` +
        "Stop the server first, or set DATABASE_URL to use PostgreSQL, which allows several processes.",
    );
    this.name = "DirectoryLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// Folders this process holds: a lock file naming our own pid is only stale if we do not hold it.
const heldHere = new Set<string>();

/** Takes `dir/.lock` for this process, or throws DirectoryLockedError. Returns the release function. */
export function acquireDirectoryLock(dir: string): () => void {
  const lockPath = path.join(dir, ".lock");
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      heldHere.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockPath, "utf8").trim());
      const isHeld =
        holder === process.pid ? heldHere.has(lockPath) : Number.isInteger(holder) && holder > 0 && isAlive(holder);
      if (isHeld) throw new DirectoryLockedError(dir, holder);
      // A lock left by a process that is gone: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
