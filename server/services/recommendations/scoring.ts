/** Pure scoring: how well one candidate fits a profile (0-100), and the preferences it matched. */
import type { Preferences } from "@shared/recommendations";
import type { Candidate, ViewingHistory } from "./types";
import { INTEREST_WORDS, PET_WORDS, PREFERRED_TO_RECOMMENDATION_TYPE, mentionsAny, normaliseText } from "./vocabulary";

const DAY_MS = 86_400_000;

/** Points per signal; they add up to at most 100. */
export const WEIGHTS = {
  pet: 30,
  firstInterest: 20,
  extraInterest: 5,
  maxInterest: 30,
  preferredType: 15,
  history: 8,
  popularity: 7,
  recency: 10,
} as const;

/** How quickly recency fades per activity level: occasional visitors get evergreen items. */
const RECENCY_HALF_LIFE_DAYS: Record<string, number> = { low: 180, moderate: 30, high: 7 };

/** The preferences a candidate matched, for the score and the reasoning sentence. */
export interface Match {
  petTypes: string[];
  interests: string[];
  isPreferredType: boolean;
  isLikeViewed: boolean;
}

/** Which of the user's pet types and interests the candidate is about. */
export function matchCandidate(candidate: Candidate, preferences: Preferences, history: ViewingHistory): Match {
  const titleAndText = normaliseText(`${candidate.title} ${candidate.text}`);
  const withCategory = normaliseText(`${candidate.title} ${candidate.text} ${candidate.category}`);
  const petTypes = preferences.petTypes.filter(
    (pet) => candidate.petType === pet || mentionsAny(titleAndText, PET_WORDS[pet] ?? []),
  );
  const interests = preferences.interests.filter((interest) =>
    mentionsAny(withCategory, INTEREST_WORDS[interest] ?? []),
  );
  const preferredTypes = preferences.preferredContentTypes.map((value) => PREFERRED_TO_RECOMMENDATION_TYPE[value]);
  return {
    petTypes,
    interests,
    isPreferredType: preferredTypes.includes(candidate.type),
    isLikeViewed: history.categories.has(candidate.category) || history.types.has(candidate.type),
  };
}

/** 0-1: newer is higher, fading with the activity level's half-life. */
export function recencyFactor(createdAt: Date, now: Date, activityLevel: string): number {
  const ageDays = Math.max(0, (now.getTime() - createdAt.getTime()) / DAY_MS);
  const halfLife = RECENCY_HALF_LIFE_DAYS[activityLevel] ?? RECENCY_HALF_LIFE_DAYS.moderate!;
  return Math.pow(0.5, ageDays / halfLife);
}

/** 0-1: replies or participants on a log scale, so one busy thread cannot drown the rest. */
export function popularityFactor(count: number): number {
  return Math.min(1, Math.log1p(Math.max(0, count)) / Math.log1p(100));
}

/** The candidate's integer score 0-100 from its match, age and popularity. */
export function scoreCandidate(candidate: Candidate, match: Match, activityLevel: string, now: Date): number {
  const interestPoints =
    match.interests.length === 0
      ? 0
      : Math.min(WEIGHTS.maxInterest, WEIGHTS.firstInterest + WEIGHTS.extraInterest * (match.interests.length - 1));
  const total =
    (match.petTypes.length > 0 ? WEIGHTS.pet : 0) +
    interestPoints +
    (match.isPreferredType ? WEIGHTS.preferredType : 0) +
    (match.isLikeViewed ? WEIGHTS.history : 0) +
    WEIGHTS.popularity * popularityFactor(candidate.popularity) +
    WEIGHTS.recency * recencyFactor(candidate.createdAt, now, activityLevel);
  return Math.max(0, Math.min(100, Math.round(total)));
}
