/** The values the recommendation engine works on: plain data, no database. */
import type { Preferences, RecommendationContentType } from "@shared/recommendations";
import type { Candidate } from "../../repositories/recommendation-content.repository";

export type { Candidate };

/** What the user has already viewed: never recommended again, and similar items are lifted. */
export interface ViewingHistory {
  viewedKeys: Set<string>;
  categories: Set<string>;
  types: Set<RecommendationContentType>;
}

/** A candidate with its 0-100 score and the sentence that explains it. */
export interface ScoredCandidate {
  candidate: Candidate;
  score: number;
  reasoning: string;
}

/** The user's preferences and history, as the engine reads them. */
export interface Profile {
  preferences: Preferences;
  history: ViewingHistory;
}

/** The key that identifies an item across tables. */
export function candidateKey(type: string, id: string): string {
  return `${type}:${id}`;
}

/** A profile with nothing saved and nothing viewed (a guest, or a brand-new member). */
export function emptyHistory(): ViewingHistory {
  return { viewedKeys: new Set(), categories: new Set(), types: new Set() };
}
