import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, type Preferences } from "@shared/recommendations";
import { rankRecommendations } from "./rank";
import { candidateKey, emptyHistory, type Candidate, type ViewingHistory } from "./types";

const now = new Date("2026-06-01T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

function item(id: string, type: Candidate["type"], title: string, extra: Partial<Candidate> = {}): Candidate {
  return {
    id,
    pageKey: id,
    type,
    title,
    text: extra.text ?? "",
    excerpt: title,
    author: "Sam",
    category: extra.category ?? "General",
    createdAt: extra.createdAt ?? daysAgo(3),
    popularity: 0,
    contentWarnings: [],
    ...extra,
  };
}

/** A fixed corpus: every content type, pets and topics mixed, ids ordered for tie-breaks. */
const corpus: Candidate[] = [
  item("01", "story", "Max learns recall at the park", { petType: "dog", text: "Leash training changed our walks." }),
  item("02", "blog", "Obedience basics for puppies", { text: "Short training sessions work best." }),
  item("03", "post", "Our new kitten hides all day", { text: "Any tips for a shy cat?", category: "general-wellness" }),
  item("04", "resource", "Feline body language guide", {
    text: "Understand what your cats are telling you.",
    category: "educational",
  }),
  item("05", "challenge", "30 days of mindful walks", { text: "Walk and breathe.", popularity: 40 }),
  item("06", "story", "Luna the cat and my anxiety", { petType: "cat", text: "She sat with me every night." }),
  item("07", "blog", "Bird song and calm mornings", { text: "Our parrot wakes us gently." }),
  item("08", "post", "Rescue rabbits need homes", { text: "Bunnies at the shelter.", category: "general" }),
  item("09", "resource", "Grooming a long-haired dog", { text: "Brushing weekly helps.", category: "veterinary" }),
  item("10", "story", "An old horse taught me patience", { petType: "horse", text: "Therapy riding." }),
  item("11", "blog", "Veterinary visits without stress", { text: "Prepare with treats." }),
  item("12", "post", "Weekend meetup in the park", {
    text: "Community event for everyone.",
    popularity: 12,
    category: "general",
  }),
];

const prefs = (overrides: Partial<Preferences>): Preferences => ({ ...DEFAULT_PREFERENCES, ...overrides });
const rank = (preferences: Preferences, history: ViewingHistory = emptyHistory(), candidates = corpus) =>
  rankRecommendations(candidates, { preferences, history }, now);

describe("rankRecommendations", () => {
  it("puts dog-training items first for a dog lover interested in training", () => {
    const top = rank(prefs({ petTypes: ["dog"], interests: ["training"] })).slice(0, 2);
    expect(top.map((r) => r.candidate.id).sort()).toEqual(["01", "02"]);
  });

  it("gives a cat lover top items that mention cats", () => {
    const top = rank(prefs({ petTypes: ["cat"] })).slice(0, 3);
    for (const r of top) expect(`${r.candidate.title} ${r.candidate.text}`.toLowerCase()).toMatch(/cat|kitten|feline/);
  });

  it("lets preferred content types dominate the list", () => {
    const list = rank(prefs({ preferredContentTypes: ["stories", "blog"] }));
    const preferred = list.filter((r) => r.candidate.type === "story" || r.candidate.type === "blog");
    expect(list.slice(0, 6).every((r) => ["story", "blog"].includes(r.candidate.type))).toBe(true);
    expect(preferred.length).toBeGreaterThan(list.length / 2);
  });

  it("never recommends an item again once viewed, and lifts items like it", () => {
    const history = emptyHistory();
    history.viewedKeys.add(candidateKey("story", "01"));
    history.categories.add("veterinary");
    history.types.add("resource");
    const list = rank(prefs({ petTypes: ["dog"], interests: ["training"] }), history);
    expect(list.map((r) => r.candidate.id)).not.toContain("01");
    const plain = rank(prefs({ petTypes: ["dog"], interests: ["training"] }));
    const scoreOf = (l: typeof list, id: string) => l.find((r) => r.candidate.id === id)!.score;
    expect(scoreOf(list, "09")).toBeGreaterThan(scoreOf(plain, "09"));
  });

  it("returns 5, 10 or 15 items by activity level", () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      item(String(100 + i), (["blog", "story", "challenge", "resource", "post"] as const)[i % 5]!, `Item ${i}`),
    );
    expect(rank(prefs({ activityLevel: "low" }), emptyHistory(), many)).toHaveLength(5);
    expect(rank(prefs({ activityLevel: "moderate" }), emptyHistory(), many)).toHaveLength(10);
    expect(rank(prefs({ activityLevel: "high" }), emptyHistory(), many)).toHaveLength(15);
  });

  it("favours newer items for a highly active user and evergreen ones less so for a low one", () => {
    const fresh = item("a", "blog", "Fresh", { createdAt: daysAgo(1) });
    const old = item("b", "blog", "Old", { createdAt: daysAgo(60) });
    const [high] = rank(prefs({ activityLevel: "high" }), emptyHistory(), [fresh, old]);
    const low = rank(prefs({ activityLevel: "low" }), emptyHistory(), [fresh, old]);
    expect(high!.candidate.id).toBe("a");
    const gap = (l: typeof low) => l[0]!.score - l[1]!.score;
    expect(gap(low)).toBeLessThan(gap(rank(prefs({ activityLevel: "high" }), emptyHistory(), [fresh, old])));
  });

  it("names the matching preferences in the reasoning, in a plain sentence", () => {
    const [first] = rank(prefs({ petTypes: ["dog"], interests: ["training"] }));
    expect(first!.reasoning).toMatch(/^Because you chose dogs and pet training(, [a-z ]+)?\.$/);
  });

  it("keeps one content type to at most half when others qualify", () => {
    const stories = Array.from({ length: 10 }, (_, i) => item(`s${i}`, "story", `Dog story ${i}`, { petType: "dog" }));
    const others = Array.from({ length: 10 }, (_, i) => item(`o${i}`, i % 2 ? "blog" : "post", `Other ${i}`));
    const list = rank(prefs({ petTypes: ["dog"] }), emptyHistory(), [...stories, ...others]);
    expect(list).toHaveLength(10);
    expect(list.filter((r) => r.candidate.type === "story")).toHaveLength(5);
  });

  it("fills with one type when no other type qualifies", () => {
    const stories = Array.from({ length: 8 }, (_, i) => item(`s${i}`, "story", `Story ${i}`));
    expect(rank(prefs({ activityLevel: "low" }), emptyHistory(), stories)).toHaveLength(5);
  });

  it("scores between 0 and 100 and orders the same data the same way", () => {
    const preferences = prefs({
      petTypes: ["dog", "cat"],
      interests: ["training", "wellness", "therapy"],
      preferredContentTypes: ["stories"],
    });
    const first = rank(preferences);
    const second = rank(preferences, emptyHistory(), [...corpus].reverse());
    expect(second.map((r) => r.candidate.id)).toEqual(first.map((r) => r.candidate.id));
    for (const r of first) expect(r.score).toBeGreaterThanOrEqual(0);
    for (const r of first) expect(r.score).toBeLessThanOrEqual(100);
  });
});
