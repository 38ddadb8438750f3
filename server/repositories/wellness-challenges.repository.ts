/** SQL for wellness challenges: the shared list / create / delete, nothing more. */
import { wellnessChallenges, type WellnessChallenge, type WellnessChallengeRow } from "@shared/schema";
import type { Database } from "../db";
import { tableRepository } from "./table-repository";

/** A challenge as lists show it: without the id of the member who made it. */
function publicChallenge({ createdBy: _createdBy, ...challenge }: WellnessChallengeRow): WellnessChallenge {
  return challenge;
}

/** Wellness challenge queries over the shared table repository. */
export function wellnessChallengesRepository(db: Database) {
  return tableRepository(db, wellnessChallenges, publicChallenge);
}
