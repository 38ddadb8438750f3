/**
 * The recommendation use cases: generate and store a user's list (save-preferences.ts also does it
 * when preferences are saved), read it with the real content (a visitor's popular picks while a member has
 * none yet), a guest list computed on the fly, and the engagement summary. SQL stays in the repositories.
 */
import { GUEST_USER_ID } from "@shared/constants";
import { ITEM_PATHS } from "@shared/item-urls";
import {
  DEFAULT_PREFERENCES,
  type EngagementSummary,
  type Preferences,
  type RecommendationContentType,
  type RecommendationView,
} from "@shared/recommendations";
import type { ContentRecommendation } from "@shared/schema";
import type { Executor } from "../../db";
import { recommendationContentRepository } from "../../repositories/recommendation-content.repository";
import { recommendationsRepository } from "../../repositories/recommendations.repository";
import { userPreferencesRepository } from "../../repositories/user-preferences.repository";
import { rankRecommendations } from "./rank";
import { candidateKey, emptyHistory, type Candidate, type ViewingHistory } from "./types";

/** The newest this many items of each type are considered, so generating stays fast at any table size. */
export const CANDIDATES_PER_TYPE = 300;
const TOP_CATEGORIES = 3;

/** Challenges have no page of their own: they live on the Pet's Be Social page. */
const CHALLENGES_PAGE = "/pets-social";

/** Where View opens: the item's own page (docs/decisions.md#recommendations-open-the-item). */
function pathOf(item: Candidate): string {
  switch (item.type) {
    case "blog":
      return ITEM_PATHS.blog(item.pageKey);
    case "story":
      return ITEM_PATHS.story(item.pageKey);
    case "resource":
      return ITEM_PATHS.resource(item.pageKey);
    case "post":
      return ITEM_PATHS.post(item.pageKey);
    case "challenge":
      return CHALLENGES_PAGE;
  }
}

function toContent(item: Candidate) {
  return {
    title: item.title,
    excerpt: item.excerpt,
    author: item.author,
    category: item.category,
    path: pathOf(item),
  };
}

/** Builds the recommendation use cases over `db` (or a transaction's `tx`). */
export function recommendationService(db: Executor) {
  const content = recommendationContentRepository(db);
  const stored = recommendationsRepository(db);
  const preferences = userPreferencesRepository(db);

  async function history(userId: string): Promise<{ history: ViewingHistory; viewedItems: Candidate[] }> {
    const viewed = await stored.viewed(userId);
    const items = await content.findByRefs(viewed);
    const result = emptyHistory();
    for (const ref of viewed) result.viewedKeys.add(candidateKey(ref.contentType, ref.contentId));
    const viewedItems = viewed.flatMap((ref) => items.get(candidateKey(ref.contentType, ref.contentId)) ?? []);
    for (const item of viewedItems) {
      result.categories.add(item.category);
      result.types.add(item.type);
    }
    return { history: result, viewedItems };
  }

  async function withContent(rows: ContentRecommendation[]): Promise<RecommendationView[]> {
    const items = await content.findByRefs(rows);
    // A recommendation whose item was deleted since is skipped rather than shown empty.
    return rows.flatMap((row) => {
      const item = items.get(candidateKey(row.contentType, row.contentId));
      if (!item) return [];
      return [
        {
          id: row.id,
          userId: row.userId,
          contentId: row.contentId,
          contentType: row.contentType as RecommendationContentType,
          score: row.score,
          reasoning: row.reasoning ?? "",
          viewed: row.viewed,
          createdAt: row.createdAt.toISOString(),
          content: toContent(item),
        },
      ];
    });
  }

  /** The user's saved preferences, or the defaults when none are saved. */
  async function preferencesOf(userId: string): Promise<Preferences> {
    const row = await preferences.find(userId);
    if (!row) return DEFAULT_PREFERENCES;
    const { petTypes, interests, preferredContentTypes, activityLevel } = row;
    return { petTypes, interests, preferredContentTypes, activityLevel } as Preferences;
  }

  /** Computes the user's recommendations, replaces the unviewed ones, and returns the new list. */
  async function generate(userId: string, now = new Date()): Promise<RecommendationView[]> {
    const [prefs, { history: viewingHistory }, candidates] = await Promise.all([
      preferencesOf(userId),
      history(userId),
      content.recent(CANDIDATES_PER_TYPE),
    ]);
    const ranked = rankRecommendations(candidates, { preferences: prefs, history: viewingHistory }, now);
    await stored.replaceUnviewed(
      userId,
      ranked.map(({ candidate, score, reasoning }) => ({
        contentId: candidate.id,
        contentType: candidate.type,
        score,
        reasoning,
      })),
    );
    return withContent(await stored.list(userId, { limit: ranked.length + viewingHistory.viewedKeys.size }));
  }

  /** Fresh popular and recent content for a visitor; nothing is stored. */
  async function guestList(
    query: { contentType?: string; limit: number },
    now = new Date(),
  ): Promise<RecommendationView[]> {
    const candidates = (await content.recent(CANDIDATES_PER_TYPE)).filter(
      (item) => !query.contentType || item.type === query.contentType,
    );
    const ranked = rankRecommendations(
      candidates,
      { preferences: DEFAULT_PREFERENCES, history: emptyHistory() },
      now,
      query.limit,
    );
    return ranked.map(({ candidate, score, reasoning }) => ({
      id: candidateKey(candidate.type, candidate.id),
      userId: GUEST_USER_ID,
      contentId: candidate.id,
      contentType: candidate.type,
      score,
      reasoning,
      viewed: 0,
      createdAt: now.toISOString(),
      content: toContent(candidate),
    }));
  }

  return {
    preferencesOf,
    generate,
    guestList,

    /**
     * The user's stored recommendations with their content, best first; while they have none (a new
     * member who has saved no preferences yet) the popular picks a visitor sees, rather than nothing.
     * Those carry the guest id, which tells the browser they cannot be marked viewed.
     */
    async list(userId: string, query: { contentType?: string; limit: number }): Promise<RecommendationView[]> {
      const own = await withContent(await stored.list(userId, query));
      return own.length > 0 ? own : guestList(query);
    },

    /** Totals, the viewed share in percent (one decimal) and the top categories of viewed items. */
    async engagement(userId: string): Promise<EngagementSummary> {
      const [{ total, viewed }, { viewedItems }] = await Promise.all([stored.counts(userId), history(userId)]);
      const tally = new Map<string, number>();
      for (const item of viewedItems) tally.set(item.category, (tally.get(item.category) ?? 0) + 1);
      const topCategories = [...tally]
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .slice(0, TOP_CATEGORIES)
        .map(([category]) => category);
      return {
        totalRecommendations: total,
        viewedRecommendations: viewed,
        engagementRate: total === 0 ? 0 : Math.round((viewed / total) * 1000) / 10,
        topCategories,
      };
    },
  };
}
