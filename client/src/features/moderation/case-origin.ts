/**
 * Why a case is in the queue, which decides its words: people reported it; the crisis screening
 * put it there when it was written (nobody reported anything, so nothing says "reported"); or its
 * author wrote to the moderators about it.
 */
import type { ModerationCaseView } from "@shared/safety/moderation";

export type CaseOrigin = "reports" | "screening" | "author";

export function caseOrigin(row: Pick<ModerationCaseView, "reasons" | "crisisMatch" | "answers">): CaseOrigin {
  if (row.reasons.length > 0) return "reports";
  if (row.crisisMatch) return "screening";
  return row.answers.length > 0 ? "author" : "reports";
}

/** The heading over the text the case opened with: as people reported it, or as its author wrote it. */
export function snapshotHeading(origin: CaseOrigin): string {
  return origin === "reports" ? "As reported" : "As written";
}

/** The line that says why a case with no reports is here. */
export function originLine(origin: CaseOrigin, isHeld: boolean): string | null {
  if (origin === "screening") {
    return isHeld
      ? "Held automatically: possible crisis. Nobody reported it; its words matched a crisis phrase when it was written."
      : "Possible crisis: its words matched a crisis phrase when it was written, and it was published with a check-in. Nobody reported it.";
  }
  if (origin === "author") return "Nobody reported it: its author wrote to the moderators.";
  return null;
}
