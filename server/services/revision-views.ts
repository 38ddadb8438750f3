/** A revision as moderators read it (GET .../:id/revisions: shared/contracts/revisions.ts). */
import type { Revision } from "@shared/contracts/revisions";
import type { RevisionRow } from "../repositories/revisions.repository";

export function toRevisionViews(rows: RevisionRow[]): Revision[] {
  return rows.map((row) => ({
    id: row.id,
    previous: row.previous,
    editedBy: row.editedBy,
    createdAt: row.createdAt,
  }));
}
