/**
 * Saving preferences is what a member does to get recommendations, so the save also generates them
 * (docs/decisions.md#saving-preferences-makes-recommendations): both in one transaction, so the
 * list always matches the saved preferences and a failure leaves the old preferences and the old
 * list together.
 */
import type { Preferences } from "@shared/recommendations";
import type { Database } from "../../db";
import { inTransaction } from "../../repositories/transaction";
import { userPreferencesRepository } from "../../repositories/user-preferences.repository";
import { recommendationService } from "./service";

/** Saves `values` as `userId`'s preferences, regenerates their recommendations, and answers the saved preferences. */
export function savePreferencesAndRecommend(db: Database, userId: string, values: Preferences): Promise<Preferences> {
  return inTransaction(db, async (tx) => {
    const row = await userPreferencesRepository(tx).save(userId, values);
    await recommendationService(tx).generate(userId);
    const { petTypes, interests, preferredContentTypes, activityLevel } = row;
    return { petTypes, interests, preferredContentTypes, activityLevel } as Preferences;
  });
}
