import { useMemo } from "react";
import { useWarningSettings } from "./use-warning-settings";

/** `items` without those the reader chose to hide (by one of their warnings); the rest keep their order. */
export function useVisibleItems<T extends { contentWarnings?: readonly string[] | null }>(items: T[]): T[] {
  const { modeFor } = useWarningSettings();
  return useMemo(() => items.filter((item) => modeFor(item.contentWarnings ?? []) !== "hide"), [items, modeFor]);
}
