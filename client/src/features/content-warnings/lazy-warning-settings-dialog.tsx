/**
 * The reader's content-warning choices as a dialog, its code (Radix's dialog among it) loaded when
 * "Change what I see" is first pressed (see lazyDialog): every list and item page shows the button,
 * few readers press it.
 */
import { lazyDialog } from "@/components/lazy-dialog";
import { WarningSettingsTrigger } from "./warning-settings-trigger";

export const WarningSettingsDialog = lazyDialog(
  () => import("./warning-settings-dialog").then((module) => module.WarningSettingsDialog),
  () => <WarningSettingsTrigger />,
);
