/** Reporting an item to the moderators (members and guests alike). */
import type { ReportBody } from "@shared/safety/moderation";
import { sendJson } from "@/lib/api";

/** Answers `{ received: true }` every time: a repeat report counts once on the server. */
export function sendReport(body: ReportBody): Promise<{ received: true }> {
  return sendJson<{ received: true }>("POST", "/api/reports", body);
}
