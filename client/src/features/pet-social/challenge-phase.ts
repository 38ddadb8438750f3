/**
 * Where a challenge stands in time, as the server decides it (an ended one drops out of the public
 * list and can no longer be joined): the browser checks again, since a page or a cached list can
 * outlive the moment a challenge ends.
 */
import type { ChallengeView } from "@shared/contracts/wellness-challenges.contract";

export type ChallengePhase = "upcoming" | "running" | "ended";

type ChallengeDates = Pick<ChallengeView, "startDate" | "endDate">;

/** "ended" once its end date has passed, "upcoming" before its start date, "running" between. */
export function challengePhase(challenge: ChallengeDates, now = Date.now()): ChallengePhase {
  if (new Date(challenge.endDate).getTime() < now) return "ended";
  if (new Date(challenge.startDate).getTime() > now) return "upcoming";
  return "running";
}
