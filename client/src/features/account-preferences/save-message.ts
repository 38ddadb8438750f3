/** The words a failed save shows: the server's own message when it gave one (it names the problem). */
import { ApiError } from "@/lib/api";

export function saveFailure(error: unknown): { title: string; description: string; variant: "destructive" } {
  const message = error instanceof ApiError && error.status === 400 ? error.serverMessage : undefined;
  return {
    title: "We couldn't save that change.",
    description: message ?? "Please try again.",
    variant: "destructive",
  };
}
