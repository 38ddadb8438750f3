/** SQL for wellness challenges: the shared list / create / delete, nothing more. */
import { wellnessChallenges } from "@shared/schema";
import type { Database } from "../db";
import { tableRepository } from "./table-repository";

/** Wellness challenge queries over the shared table repository. */
export function wellnessChallengesRepository(db: Database) {
  return tableRepository(db, wellnessChallenges);
}
