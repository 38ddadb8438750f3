/** Moderator calls: the queue and its count, claiming, actions on a case, suspensions and the audit log. */
import type { ModeratorAnswerResult } from "@shared/contracts/reports.contract";
import type {
  ModeratorAnswerBody,
  ModerationAction,
  ModerationCaseView,
  QueueCount,
  SuspensionBody,
  SuspensionState,
} from "@shared/safety/moderation";
import { callApi, getJson, sendJson } from "@/lib/api";

export const QUEUE_URL = "/api/moderation/queue";
export const AUDIT_LOG_URL = "/api/moderation/audit-log";

export function fetchQueueCount(): Promise<QueueCount> {
  return getJson<QueueCount>(`${QUEUE_URL}/count`);
}

const caseUrl = (id: string) => `/api/moderation/cases/${encodeURIComponent(id)}`;
const memberUrl = (id: string) => `/api/moderation/members/${encodeURIComponent(id)}/suspension`;

/** Claims a case for the asking moderator, or releases it; 409 when another moderator holds it. */
export function claimCase(id: string, isClaiming: boolean): Promise<ModerationCaseView> {
  return sendJson<ModerationCaseView>(isClaiming ? "POST" : "DELETE", `${caseUrl(id)}/claim`);
}

/** The case as it stands after the action, or `{ resolved: true }` when the action closed it. */
export type ActionResult = ModerationCaseView | { resolved: true };

export function actOnCase(id: string, action: ModerationAction): Promise<ActionResult> {
  return sendJson<ActionResult>("POST", `${caseUrl(id)}/actions`, action);
}

export function suspendMember(memberId: string, body: SuspensionBody): Promise<SuspensionState> {
  return sendJson<SuspensionState>("POST", memberUrl(memberId), body);
}

export function liftSuspension(memberId: string, reason: string): Promise<SuspensionState> {
  return sendJson<SuspensionState>("POST", `${memberUrl(memberId)}/lift`, { reason });
}

/** An author's answer to the moderators about their own item: "held" when it read as someone in danger now. */
export function sendModeratorAnswer(body: ModeratorAnswerBody): Promise<ModeratorAnswerResult> {
  return callApi("POST /api/reports/answers", { body });
}
