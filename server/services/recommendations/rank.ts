/** Pure ranking: score every candidate, drop viewed ones, order best first and keep a diverse few. */
import { buildReasoning } from "./reasoning";
import { matchCandidate, scoreCandidate } from "./scoring";
import { candidateKey, type Candidate, type Profile, type ScoredCandidate } from "./types";

/** How many recommendations each activity level gets: occasional visitors fewer, daily ones more. */
export const RECOMMENDATION_COUNT: Record<string, number> = { low: 5, moderate: 10, high: 15 };

/** Best first; equal scores fall back to newer, then to id, so the same data gives the same order. */
function compareScored(a: ScoredCandidate, b: ScoredCandidate): number {
  return (
    b.score - a.score ||
    b.candidate.createdAt.getTime() - a.candidate.createdAt.getTime() ||
    (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0)
  );
}

/**
 * Keeps `count` items from `ranked` with at most half of them of one content type, as long as
 * other types can fill the place; when they cannot, the best remaining items fill it.
 */
export function pickDiverse(ranked: ScoredCandidate[], count: number): ScoredCandidate[] {
  const cap = Math.max(1, Math.floor(count / 2));
  const picked: ScoredCandidate[] = [];
  const skipped: ScoredCandidate[] = [];
  const perType = new Map<string, number>();
  for (const item of ranked) {
    if (picked.length === count) break;
    const used = perType.get(item.candidate.type) ?? 0;
    if (used >= cap) {
      skipped.push(item);
      continue;
    }
    perType.set(item.candidate.type, used + 1);
    picked.push(item);
  }
  for (const item of skipped) {
    if (picked.length === count) break;
    picked.push(item);
  }
  return picked.sort(compareScored);
}

/** Scores `candidates` for `profile` and returns the recommendations to store, best first. */
export function rankRecommendations(
  candidates: Candidate[],
  profile: Profile,
  now: Date,
  count = RECOMMENDATION_COUNT[profile.preferences.activityLevel] ?? RECOMMENDATION_COUNT.moderate!,
): ScoredCandidate[] {
  const { preferences, history } = profile;
  const scored = candidates
    .filter((candidate) => !history.viewedKeys.has(candidateKey(candidate.type, candidate.id)))
    .map((candidate) => {
      const match = matchCandidate(candidate, preferences, history);
      return {
        candidate,
        score: scoreCandidate(candidate, match, preferences.activityLevel, now),
        reasoning: buildReasoning(candidate, match),
      };
    })
    .sort(compareScored);
  return pickDiverse(scored, count);
}
