/**
 * SQL for wellness challenges: the shared list / create / edit / delete. The public list holds the
 * challenges not yet ended; /admin lists every one, ended ones marked (admin-lists.repository.ts).
 */
import { gte, sql } from "drizzle-orm";
import { wellnessChallenges, type WellnessChallenge, type WellnessChallengeRow } from "@shared/schema";
import type { Database } from "../db";
import { tableRepository } from "./table-repository";

/** A challenge as lists show it: without the id of the member who made it. */
function publicChallenge({ createdBy: _createdBy, ...challenge }: WellnessChallengeRow): WellnessChallenge {
  return challenge;
}

/** Wellness challenge queries over the shared table repository; an ended challenge drops out of the list. */
export function wellnessChallengesRepository(db: Database) {
  return tableRepository(db, wellnessChallenges, publicChallenge, gte(wellnessChallenges.endDate, sql`now()`));
}
