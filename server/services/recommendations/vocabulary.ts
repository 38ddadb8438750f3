/**
 * Words that tie content to a pet type or an interest (the enumerations in shared/constants.ts),
 * and how they are matched.
 */
import type { RecommendationContentType } from "@shared/recommendations";

/** Words (singular and plural) that mean each preference pet type. */
export const PET_WORDS: Record<string, string[]> = {
  dog: ["dog", "dogs", "puppy", "puppies", "pup", "pups", "canine", "canines"],
  cat: ["cat", "cats", "kitten", "kittens", "kitty", "feline", "felines"],
  bird: ["bird", "birds", "parrot", "parrots", "budgie", "budgies", "canary", "canaries", "cockatiel", "cockatiels"],
  rabbit: ["rabbit", "rabbits", "bunny", "bunnies"],
  fish: ["fish", "fishes", "aquarium", "aquariums", "goldfish", "betta"],
  hamster: ["hamster", "hamsters"],
  "guinea-pig": ["guinea pig", "guinea pigs", "cavy", "cavies"],
  reptile: ["reptile", "reptiles", "lizard", "lizards", "snake", "snakes", "turtle", "turtles", "tortoise", "gecko"],
  horse: ["horse", "horses", "pony", "ponies", "equine", "equines"],
  other: ["ferret", "ferrets", "goat", "goats", "chicken", "chickens", "pig", "pigs", "alpaca", "alpacas"],
};

/** A small vocabulary per interest, matched against title, text and category. */
export const INTEREST_WORDS: Record<string, string[]> = {
  training: [
    "training",
    "train",
    "obedience",
    "recall",
    "leash",
    "trick",
    "tricks",
    "clicker",
    "commands",
    "housebreaking",
  ],
  wellness: [
    "wellness",
    "mental health",
    "anxiety",
    "depression",
    "stress",
    "calm",
    "mindfulness",
    "wellbeing",
    "well-being",
  ],
  nutrition: ["nutrition", "diet", "food", "feeding", "treats", "meal", "meals", "kibble"],
  veterinary: ["veterinary", "vet", "vets", "vaccine", "vaccines", "vaccination", "checkup", "health check", "illness"],
  grooming: ["grooming", "groom", "brushing", "bath", "bathing", "nail", "nails", "coat", "shedding"],
  behavior: ["behavior", "behaviour", "behavioral", "aggression", "barking", "socialization", "body language"],
  rescue: ["rescue", "rescued", "adoption", "adopt", "adopted", "shelter", "foster", "fostering"],
  therapy: ["therapy", "therapeutic", "emotional support", "service animal", "comfort", "healing", "ptsd"],
  photography: ["photography", "photo", "photos", "camera", "portrait", "picture", "pictures"],
  community: ["community", "event", "events", "meetup", "meetups", "group", "groups", "gathering", "volunteer"],
};

/** Preference content type values (plural, §3) to recommendation content types (singular). */
export const PREFERRED_TO_RECOMMENDATION_TYPE: Record<string, RecommendationContentType> = {
  blog: "blog",
  stories: "story",
  challenges: "challenge",
  resources: "resource",
  posts: "post",
};

/** Lower-cased text with every run of non-letters turned into one space, padded, for whole-word search. */
export function normaliseText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim()} `;
}

/** True when `normalised` (from normaliseText) holds one of `words` as a whole word or phrase. */
export function mentionsAny(normalised: string, words: readonly string[]): boolean {
  return words.some((word) => normalised.includes(` ${word.replace(/[^a-z]+/g, " ")} `));
}
