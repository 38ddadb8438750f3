/**
 * A moderator's edit: the row changes in place (its id, address and date stay) and the audit log
 * records who changed which fields, in the same transaction. The site's own content (featured
 * items, resources, groups, categories, the member of the month, challenges) is edited here;
 * articles, the hero and members' items record their edits with `recordEdit` in their own services.
 */
import type { AuditedItemType } from "@shared/safety/moderation";
import type { MemberRef } from "@shared/members";
import type { Database, Executor } from "../db";
import { notFound } from "../lib/http-error";
import type { Viewer } from "../lib/viewer";
import { moderationLogRepository } from "../repositories/moderation-log.repository";
import { inTransaction } from "../repositories/transaction";

/** The names of the fields a PATCH body sets (a field left out, or undefined, is not changed). */
export function changedFields(changes: object): string[] {
  return Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([field]) => field);
}

/** Whether two stored values are the same: times by the instant they name. */
function sameValue(a: unknown, b: unknown): boolean {
  return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
}

/** The fields of `values` whose value differs from `previous`'s (a form that saves every field at once). */
export function differingFields(values: object, previous: object): string[] {
  const before = previous as Record<string, unknown>;
  return Object.entries(values)
    .filter(([field, value]) => value !== undefined && !sameValue(value, before[field]))
    .map(([field]) => field);
}

/** The audit entry of an edit: who, what, and which fields ("Changed title, description"); none when nothing changed. */
export async function recordEdit(
  tx: Executor,
  edit: {
    moderator: Viewer;
    itemType: AuditedItemType;
    itemId: string;
    fields: string[];
    /** The member whose words were changed, when a moderator edits a member's item. */
    member?: MemberRef | null;
  },
): Promise<void> {
  if (edit.fields.length === 0) return;
  await moderationLogRepository(tx).append({
    moderatorId: edit.moderator.id,
    moderatorName: edit.moderator.username,
    action: "edit",
    itemType: edit.itemType,
    itemId: edit.itemId,
    memberId: edit.member?.id ?? null,
    memberName: edit.member?.username ?? null,
    reason: `Changed ${edit.fields.join(", ")}`,
  });
}

export interface SiteContentEdit<Changes extends object, Row> {
  itemType: AuditedItemType;
  id: string;
  changes: Changes;
  moderator: Viewer;
  notFoundMessage: string;
  /** Changes the row in `tx`; undefined when there is none. It may refuse the result by throwing. */
  update: (tx: Executor, id: string, changes: Changes) => Promise<Row | undefined>;
}

/** The site content edit service over `db`. */
export function siteContentEditsService(db: Database) {
  return {
    /** Applies `edit` and records it; 404 with its message when the item is not there (or was deleted). */
    edit<Changes extends object, Row>(edit: SiteContentEdit<Changes, Row>): Promise<Row> {
      return inTransaction(db, async (tx) => {
        const row = await edit.update(tx, edit.id, edit.changes);
        if (row === undefined) throw notFound(edit.notFoundMessage);
        await recordEdit(tx, {
          moderator: edit.moderator,
          itemType: edit.itemType,
          itemId: edit.id,
          fields: changedFields(edit.changes),
        });
        return row;
      });
    },
  };
}
