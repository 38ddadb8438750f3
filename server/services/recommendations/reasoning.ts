/** The sentence that tells a person why an item was recommended, naming the preferences it matched. */
import { INTERESTS, PREFERENCE_PET_TYPES, PREFERRED_CONTENT_TYPES, optionLabel } from "@shared/constants";
import type { Match } from "./scoring";
import type { Candidate } from "./types";
import { PREFERRED_TO_RECOMMENDATION_TYPE } from "./vocabulary";

/** "a, b and c". */
function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

function preferredTypeLabel(type: string): string {
  const value = Object.entries(PREFERRED_TO_RECOMMENDATION_TYPE).find(([, mapped]) => mapped === type)?.[0] ?? type;
  return optionLabel(PREFERRED_CONTENT_TYPES, value);
}

/**
 * A plain sentence a person would say: "Because you chose dogs, pet training and personal
 * stories." The card shows the item's title just above it, so the sentence does not repeat it.
 */
export function buildReasoning(candidate: Candidate, match: Match): string {
  const chosen = [
    ...match.petTypes.map((pet) => optionLabel(PREFERENCE_PET_TYPES, pet)),
    ...match.interests.map((interest) => optionLabel(INTERESTS, interest)),
    ...(match.isPreferredType ? [preferredTypeLabel(candidate.type)] : []),
  ].map((label) => label.toLowerCase());
  if (chosen.length > 0) return `Because you chose ${joinWords(chosen)}.`;
  if (match.isLikeViewed) return "Because it is like what you have opened before.";
  return "Popular in the community right now.";
}
