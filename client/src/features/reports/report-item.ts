/** What the Report button and its dialog both know about the item being reported. */
import { REPORTABLE_KINDS, itemNoun } from "@shared/item-kinds";
import type { ReportableType } from "@shared/safety/moderation";

/** What each reportable item is called where people read it ("Report this discussion"): the registry's nouns. */
export const REPORTABLE_NOUNS = Object.fromEntries(REPORTABLE_KINDS.map((kind) => [kind, itemNoun(kind)])) as Record<
  ReportableType,
  string
>;

export interface ReportButtonProps {
  itemType: ReportableType;
  itemId: string;
  /** The button's accessible name when "Report this <item>" is not specific enough ("Report reply by maya"). */
  label?: string;
}

export function reportButtonName({ itemType, label }: ReportButtonProps): string {
  return label ?? `Report this ${REPORTABLE_NOUNS[itemType]}`;
}
