/** A revision as moderators read it (GET .../:id/revisions). */
import type { RevisionView } from "@shared/api";
import type { RevisionRow } from "../repositories/revisions.repository";

export function toRevisionViews(rows: RevisionRow[]): RevisionView[] {
  return rows.map((row) => ({
    id: row.id,
    previous: row.previous,
    editedBy: row.editedBy,
    createdAt: row.createdAt.toISOString(),
  }));
}
