import { useMemo } from "react";
import { useWarningSettings } from "./use-warning-settings";

type Warned = { contentWarnings?: readonly string[] | null };

/** An item's own warnings, where a list keeps them on the item itself (the lists of posts, stories, photos). */
const ownWarnings = (item: Warned) => item.contentWarnings;

/**
 * `items` without those the reader chose to hide (by one of their warnings); the rest keep their
 * order. `warningsOf` finds an item's warnings where they are not on the item itself (a
 * recommendation's are on the content it points at).
 */
export function useVisibleItems<T extends Warned>(items: T[]): T[];
export function useVisibleItems<T>(items: T[], warningsOf: (item: T) => readonly string[] | null | undefined): T[];
export function useVisibleItems<T>(
  items: T[],
  warningsOf: (item: T) => readonly string[] | null | undefined = ownWarnings as (item: T) => readonly string[],
): T[] {
  const { modeFor } = useWarningSettings();
  return useMemo(
    () => items.filter((item) => modeFor(warningsOf(item) ?? []) !== "hide"),
    [items, modeFor, warningsOf],
  );
}
