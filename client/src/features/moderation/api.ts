/** Moderator calls: the queue and its count, claiming, actions on a case, suspensions and the audit log. */
import type { CaseActionResult } from "@shared/contracts/moderation.contract";
import type { ModeratorAnswerResult } from "@shared/contracts/reports.contract";
import type {
  ModeratorAnswerBody,
  ModerationAction,
  ModerationCaseView,
  QueueCount,
  SuspensionBody,
  SuspensionState,
} from "@shared/safety/moderation";
import { apiUrl, callApi } from "@/lib/api";

export const QUEUE_URL = apiUrl("GET /api/moderation/queue", { query: {} });
export const AUDIT_LOG_URL = apiUrl("GET /api/moderation/audit-log", { query: {} });

export function fetchQueueCount(): Promise<QueueCount> {
  return callApi("GET /api/moderation/queue/count");
}

/** Claims a case for the asking moderator, or releases it; 409 when another moderator holds it. */
export function claimCase(id: string, isClaiming: boolean): Promise<ModerationCaseView> {
  return isClaiming
    ? callApi("POST /api/moderation/cases/:id/claim", { params: { id } })
    : callApi("DELETE /api/moderation/cases/:id/claim", { params: { id } });
}

/** The case as it stands after the action, or `{ resolved: true }` when the action closed it. */
export function actOnCase(id: string, action: ModerationAction): Promise<CaseActionResult> {
  return callApi("POST /api/moderation/cases/:id/actions", { params: { id }, body: action });
}

export function suspendMember(memberId: string, body: SuspensionBody): Promise<SuspensionState> {
  return callApi("POST /api/moderation/members/:id/suspension", { params: { id: memberId }, body });
}

export function liftSuspension(memberId: string, reason: string): Promise<SuspensionState> {
  return callApi("POST /api/moderation/members/:id/suspension/lift", { params: { id: memberId }, body: { reason } });
}

/** An author's answer to the moderators about their own item: "held" when it read as someone in danger now. */
export function sendModeratorAnswer(body: ModeratorAnswerBody): Promise<ModeratorAnswerResult> {
  return callApi("POST /api/reports/answers", { body });
}
