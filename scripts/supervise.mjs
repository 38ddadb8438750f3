// Keeps a server process running, as systemd's Restart= or Kubernetes would: `npm start` runs the
// server under it. The server exits 70 (EXIT_FOR_RESTART in server/start-server.ts) after an error
// nothing caught, once it has finished its open requests: it is started again. So is a server
// killed by a signal nobody here sent (the kernel's out-of-memory killer). SIGTERM and SIGINT are
// passed on, and the supervisor exits as the server did. Any other exit (a bad setting at start,
// a clean stop) ends it too, with the server's code, and so do 5 restarts within a minute: a server
// that cannot stay up is left down, loudly, rather than restarted forever.
//
// As a command: node scripts/supervise.mjs <program> [args...]
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";

export const EXIT_FOR_RESTART = 70;
const RESTART_DELAY_MS = 1000;
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

/** Runs `command` with `args` until it stops for good; resolves to the exit code to leave with. */
export function supervise(command, args, { env = process.env, log = (line) => console.error(line) } = {}) {
  return new Promise((resolve) => {
    const restarts = [];
    let child;
    let stopSignal;
    const passOn = (signal) => {
      stopSignal = signal;
      child?.kill(signal);
    };
    process.on("SIGTERM", passOn);
    process.on("SIGINT", passOn);
    const finish = (code) => {
      process.off("SIGTERM", passOn);
      process.off("SIGINT", passOn);
      resolve(code);
    };
    const start = () => {
      child = spawn(command, args, { env, stdio: "inherit" });
      child.once("exit", (code, signal) => {
        if (stopSignal) return finish(code ?? 0);
        const isRestartAsked = code === EXIT_FOR_RESTART || (code === null && signal !== null);
        if (!isRestartAsked) return finish(code ?? 1);
        const now = Date.now();
        restarts.push(now);
        while (restarts[0] < now - RESTART_WINDOW_MS) restarts.shift();
        if (restarts.length > MAX_RESTARTS) {
          log(`supervise: the server stopped ${restarts.length} times within a minute; leaving it down`);
          return finish(1);
        }
        log(`supervise: the server exited (${signal ?? `code ${code}`}); starting it again`);
        setTimeout(() => (stopSignal ? finish(0) : start()), RESTART_DELAY_MS);
      });
    };
    start();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error("usage: node scripts/supervise.mjs <program> [args...]");
    process.exit(2);
  }
  process.exit(await supervise(command, args));
}
