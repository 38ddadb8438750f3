/** One line per event on stdout/stderr; quiet under tests unless LOG_IN_TESTS is set. */
import { isLogQuiet } from "../env";

const isQuiet = isLogQuiet();

export const logger = {
  info(message: string, detail?: Record<string, unknown>): void {
    if (!isQuiet) console.log(format("info", message, detail));
  },
  warn(message: string, detail?: Record<string, unknown>): void {
    if (!isQuiet) console.warn(format("warn", message, detail));
  },
  error(message: string, error?: unknown): void {
    if (isQuiet) return;
    console.error(format("error", message));
    if (error !== undefined) console.error(error);
  },
};

function format(level: string, message: string, detail?: Record<string, unknown>): string {
  const suffix = detail ? ` ${JSON.stringify(detail)}` : "";
  return `${new Date().toISOString()} ${level} ${message}${suffix}`;
}
