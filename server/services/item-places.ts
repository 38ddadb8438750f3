/** How notifications name each kind of item, and where a list of each kind lives: the registry's (shared/item-kinds.ts). */
import { ITEM_KINDS, REPORTABLE_KINDS, itemPlural } from "@shared/item-kinds";
import type { ReportableType } from "@shared/safety/moderation";

/** One entry per reportable kind (every kind but `except`), each from `value`. */
function byKind<Except extends ReportableType = never, Value = string>(
  value: (kind: Exclude<ReportableType, Except>) => Value,
  except: readonly Except[] = [],
): Record<Exclude<ReportableType, Except>, Value> {
  const kinds = REPORTABLE_KINDS.filter(
    (kind): kind is Exclude<ReportableType, Except> => !(except as readonly string[]).includes(kind),
  );
  return Object.fromEntries(kinds.map((kind) => [kind, value(kind)])) as Record<Exclude<ReportableType, Except>, Value>;
}

/** How a moderator's notification names each kind of item ("hid one of your discussions"). */
export const ITEM_PLURALS: Record<ReportableType, string> = byKind(itemPlural);

/** Where a list of each kind lives: where a deleted item's notification leads. A reply lives in its thread. */
export const LIST_URLS: Record<Exclude<ReportableType, "reply">, string> = byKind(
  (kind) => ITEM_KINDS[kind].listPath,
  ["reply"],
);
