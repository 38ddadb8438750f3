/** SQL for a reader's content-warning choices: one row per (member, warning) they chose something for. */
import { eq } from "drizzle-orm";
import { contentWarningSettings } from "@shared/schema";
import type { ContentWarning, WarningSettings } from "@shared/safety/content-warnings";
import type { Executor } from "../db";

/** Reads and replaces one member's choices; `executor` may be a transaction, so a replace is all or nothing. */
export function contentWarningSettingsRepository(executor: Executor) {
  return {
    /** The member's choices keyed by warning; warnings they never chose for are absent (the default applies). */
    async settingsOf(userId: string): Promise<WarningSettings["settings"]> {
      const rows = await executor
        .select()
        .from(contentWarningSettings)
        .where(eq(contentWarningSettings.userId, userId))
        .orderBy(contentWarningSettings.warning);
      const settings: WarningSettings["settings"] = {};
      for (const row of rows) {
        settings[row.warning as ContentWarning] = { mode: row.mode, until: row.until?.toISOString() ?? null };
      }
      return settings;
    },

    /** Deletes every choice of the member's and stores `settings` instead (run it in a transaction). */
    async replace(userId: string, settings: WarningSettings["settings"]): Promise<void> {
      await executor.delete(contentWarningSettings).where(eq(contentWarningSettings.userId, userId));
      const rows = Object.entries(settings).map(([warning, setting]) => ({
        userId,
        warning,
        mode: setting.mode,
        until: setting.until === null ? null : new Date(setting.until),
      }));
      if (rows.length > 0) await executor.insert(contentWarningSettings).values(rows);
    },
  };
}
