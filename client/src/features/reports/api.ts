/** Reporting an item to the moderators, members and guests alike (shared/contracts/reports.contract.ts). */
import type { ReportBody } from "@shared/safety/moderation";
import { callApi } from "@/lib/api";

/** Answers `{ received: true }` every time: a repeat report counts once on the server. */
export function sendReport(body: ReportBody): Promise<{ received: true }> {
  return callApi("POST /api/reports", { body });
}
