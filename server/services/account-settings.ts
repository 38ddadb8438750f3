/**
 * A member's own settings beside sign-in (docs/features.md#your-account): how notices reach them, a
 * break, and whether their member page is shown. Starting or ending a break tells their open pages
 * at once, so the bell's count hides or comes back without a reload.
 */
import {
  EMAIL_NEEDED_MESSAGE,
  MODERATORS_ONLY_SETTING,
  NOTIFICATION_DELIVERY_OPTIONS,
  type AccountSettingsPatch,
} from "@shared/account-settings";
import type { AccountSettings } from "@shared/contracts/account-settings.contract";
import type { Database } from "../db";
import { badRequest, forbidden, unauthorized } from "../lib/http-error";
import {
  accountSettingsRepository,
  type AccountSettingsChange,
  type StoredAccountSettings,
} from "../repositories/account-settings.repository";
import { inTransaction } from "../repositories/transaction";
import { breakColumnsFor, isOnBreak } from "./breaks";
import { announceUnread } from "./notify";

/** The settings as the member reads them, at `now`. */
export function toAccountSettings(stored: StoredAccountSettings, now = new Date()): AccountSettings {
  return {
    notificationDelivery: stored.notificationDelivery,
    onBreak: isOnBreak(stored, now) ? { until: stored.breakEndsAt ?? null } : null,
    memberPageShown: stored.memberPageShown,
    hasVerifiedEmail: stored.email !== null,
    crisisAlertMail: stored.role === "moderator" ? stored.crisisAlertMail : null,
  };
}

const needsEmail = new Set(NOTIFICATION_DELIVERY_OPTIONS.filter((o) => o.needsEmail).map((o) => o.value));

/** The settings service over `db`. */
export function accountSettingsService(db: Database) {
  return {
    async get(userId: string): Promise<AccountSettings> {
      const stored = await accountSettingsRepository(db).find(userId);
      if (!stored) throw unauthorized();
      return toAccountSettings(stored);
    },

    /**
     * Applies `patch` and answers the new settings. Email delivery needs a verified address. A
     * switch to the digest starts its day now, so the first digest holds what came after it.
     */
    update(userId: string, patch: AccountSettingsPatch, now = new Date()): Promise<AccountSettings> {
      return inTransaction(db, async (tx) => {
        const repository = accountSettingsRepository(tx);
        const before = await repository.find(userId);
        if (!before) throw unauthorized();
        const delivery = patch.notificationDelivery;
        if (delivery && needsEmail.has(delivery) && before.email === null) throw badRequest(EMAIL_NEEDED_MESSAGE);
        if (patch.crisisAlertMail !== undefined && before.role !== "moderator")
          throw forbidden(MODERATORS_ONLY_SETTING);
        const change: AccountSettingsChange = {
          notificationDelivery: delivery,
          memberPageShown: patch.memberPageShown,
          crisisAlertMail: patch.crisisAlertMail,
          ...(delivery === "digest" && before.notificationDelivery !== "digest" ? { digestSentAt: now } : {}),
          ...(patch.breakFor ? breakColumnsFor(patch.breakFor, now) : {}),
        };
        const after = await repository.update(userId, change);
        if (!after) throw unauthorized();
        if (isOnBreak(before, now) !== isOnBreak(after, now)) await announceUnread(tx, userId);
        return toAccountSettings(after, now);
      });
    },
  };
}
