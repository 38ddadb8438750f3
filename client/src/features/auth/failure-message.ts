/** The server's own message for a failed account call, else the given fallback (spec §8). */
import { ApiError } from "@/lib/api";

export function failureMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
}
