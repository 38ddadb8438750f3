/**
 * The footer's way to the appearance choices, on every page and for everyone: a button whose
 * dialog's code loads when first used. It also shows a member's saved choice once their session is
 * known (use-member-appearance.ts): the footer is on every page, so this runs once per app.
 */
import { lazyDialog } from "@/components/lazy-dialog";
import { AppearanceButton } from "./appearance-button";
import { useMemberAppearance } from "./use-member-appearance";

const LazyAppearanceDialog = lazyDialog(
  () => import("./appearance-dialog").then((module) => module.default),
  () => <AppearanceButton />,
);

export function FooterAppearance() {
  useMemberAppearance();
  return <LazyAppearanceDialog />;
}
