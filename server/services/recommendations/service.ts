/**
 * The recommendation use cases: generate and store a user's list (save-preferences.ts also does it
 * when preferences are saved), read it with the real content (a visitor's popular picks while a member has
 * none yet), a guest list computed on the fly, and the engagement summary. SQL stays in the repositories.
 *
 * Every card carries its item's content warnings. A member who hides one of them gets no card for
 * such an item at all; a visitor's cards come with their warnings and the browser collapses or
 * hides them as the visitor chose (docs/decisions.md, "Warnings are the reader's choice").
 */
import { GUEST_USER_ID } from "@shared/constants";
import { ITEM_KINDS } from "@shared/item-kinds";
import { DEFAULT_PREFERENCES, type Preferences, type RecommendationContentType } from "@shared/recommendations";
import type { ContentRecommendation } from "@shared/schema";
import type { recommendationAnswer, recommendedContentAnswer } from "@shared/contracts/recommendations.contract";
import type { engagementAnswer } from "@shared/contracts/user-engagement.contract";
import type { z } from "zod";
import type { Executor } from "../../db";
import { hiddenWarnings } from "../../items/visibility";
import { contentWarningSettingsRepository } from "../../repositories/content-warning-settings.repository";
import { recommendationContentRepository } from "../../repositories/recommendation-content.repository";
import { recommendationsRepository } from "../../repositories/recommendations.repository";
import { userPreferencesRepository } from "../../repositories/user-preferences.repository";
import type { PopularPicks } from "./popular-picks";
import { rankRecommendations } from "./rank";
import { candidateKey, emptyHistory, type Candidate, type ViewingHistory } from "./types";

/** A recommendation as the routes answer it, its date a Date (the contract writes it out). */
export type Recommendation = z.output<typeof recommendationAnswer>;

/** The newest this many items of each type are considered, so generating stays fast at any table size. */
export const CANDIDATES_PER_TYPE = 300;
const TOP_CATEGORIES = 3;

/**
 * Where View opens: the item's own page (docs/decisions.md#recommendations-open-the-item), or for a
 * kind with no page of its own (a challenge) the list it lives in (shared/item-kinds.ts).
 */
function pathOf(item: Candidate): string {
  const { itemPath, listPath } = ITEM_KINDS[item.type];
  return itemPath === null ? listPath : `${itemPath}/${encodeURIComponent(item.pageKey)}`;
}

function toContent(item: Candidate): z.output<typeof recommendedContentAnswer> {
  return {
    title: item.title,
    excerpt: item.excerpt,
    author: item.author,
    category: item.category,
    path: pathOf(item),
    contentWarnings: item.contentWarnings,
  };
}

/**
 * Builds the recommendation use cases over `db` (or a transaction's `tx`); with `popular`, the
 * popular picks are kept until the content changes instead of ranked for each reader.
 */
export function recommendationService(db: Executor, { popular }: { popular?: PopularPicks } = {}) {
  const content = recommendationContentRepository(db);
  const stored = recommendationsRepository(db);
  const preferences = userPreferencesRepository(db);
  const warningSettings = contentWarningSettingsRepository(db);

  /** The content warnings the member hides now: no card of theirs shows an item carrying one. */
  async function hiddenBy(userId: string, now = new Date()): Promise<string[]> {
    return hiddenWarnings(await warningSettings.settingsOf(userId), now);
  }

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

  async function withContent(rows: ContentRecommendation[], hiding: readonly string[]): Promise<Recommendation[]> {
    const items = await content.findByRefs(rows, hiding);
    // A recommendation whose item was deleted (or held, hidden, or warned as the user hides) since
    // is skipped rather than shown empty.
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
          createdAt: row.createdAt,
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
  async function generate(userId: string, now = new Date()): Promise<Recommendation[]> {
    const hiding = await hiddenBy(userId, now);
    const [prefs, { history: viewingHistory }, candidates] = await Promise.all([
      preferencesOf(userId),
      history(userId),
      content.recent(CANDIDATES_PER_TYPE, hiding),
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
    return withContent(
      await stored.list(userId, { limit: ranked.length + viewingHistory.viewedKeys.size, hiding }),
      hiding,
    );
  }

  /**
   * Fresh popular and recent content for a visitor (or a member who has no list yet, leaving out
   * what they hide); nothing is stored.
   */
  function guestList(
    query: { contentType?: string; limit: number },
    now = new Date(),
    hiding: readonly string[] = [],
  ): Promise<Recommendation[]> {
    // Kept picks are made anew by whoever finds them gone: each making ranks as of its own moment.
    return popular
      ? popular.get({ ...query, hiding }, () => rankGuestList(query, new Date(), hiding))
      : rankGuestList(query, now, hiding);
  }

  async function rankGuestList(
    query: { contentType?: string; limit: number },
    now: Date,
    hiding: readonly string[],
  ): Promise<Recommendation[]> {
    const candidates = (await content.recent(CANDIDATES_PER_TYPE, hiding)).filter(
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
      createdAt: now,
      content: toContent(candidate),
    }));
  }

  return {
    preferencesOf,
    generate,
    guestList,

    /**
     * The popular picks (GET guest-user) for whoever asks: a visitor gets every card with its
     * warnings, for their browser to collapse or hide; a member asking (the home page as the server
     * renders it for them) gets none whose warnings they hide.
     */
    async popularFor(readerId: string | undefined, query: { contentType?: string; limit: number }) {
      const now = new Date();
      return guestList(query, now, readerId ? await hiddenBy(readerId, now) : []);
    },

    /**
     * The user's stored recommendations with their content, best first; while they have none (a new
     * member who has saved no preferences yet) the popular picks a visitor sees, rather than nothing.
     * Those carry the guest id, which tells the browser they cannot be marked viewed.
     */
    async list(userId: string, query: { contentType?: string; limit: number }): Promise<Recommendation[]> {
      const now = new Date();
      const hiding = await hiddenBy(userId, now);
      const own = await withContent(await stored.list(userId, { ...query, hiding }), hiding);
      return own.length > 0 ? own : guestList(query, now, hiding);
    },

    /** Totals, the viewed share in percent (one decimal) and the top categories of viewed items. */
    async engagement(userId: string): Promise<z.output<typeof engagementAnswer>> {
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
