/** The sentence that tells a person why an item was recommended, naming the preferences it matched. */
import { INTERESTS, PREFERENCE_PET_TYPES, PREFERRED_CONTENT_TYPES, optionLabel } from "@shared/constants";
import { itemNoun } from "@shared/item-kinds";
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

/** E.g. "You like Dogs and Pet Training; this story is about dogs and pet training: "Recall at the park"." */
export function buildReasoning(candidate: Candidate, match: Match): string {
  const noun = itemNoun(candidate.type);
  const liked = [
    ...match.petTypes.map((pet) => optionLabel(PREFERENCE_PET_TYPES, pet)),
    ...match.interests.map((interest) => optionLabel(INTERESTS, interest)),
  ];
  const title = `"${candidate.title}"`;
  if (liked.length > 0) {
    const about = joinWords(liked.map((label) => label.toLowerCase()));
    const typeNote = match.isPreferredType ? `, one of the ${preferredTypeLabel(candidate.type)} you prefer` : "";
    return `You like ${joinWords(liked)}; this ${noun} is about ${about}${typeNote}: ${title}.`;
  }
  if (match.isPreferredType)
    return `You prefer ${preferredTypeLabel(candidate.type)}; this ${noun} is a fresh pick: ${title}.`;
  if (match.isLikeViewed) return `Similar to what you have viewed before: ${title}.`;
  return `Popular and recent in the community: ${title}.`;
}
