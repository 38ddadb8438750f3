/** PATCH /:id for the site's own content: moderators only, the body checked by its edit schema. */
import type { RequestHandler } from "express";
import type { z } from "zod";
import type { AuditedItemType } from "@shared/safety/moderation";
import type { Database, Executor } from "../db";
import { sqlState } from "../lib/database-errors";
import type { HttpError } from "../lib/http-error";
import { idParam } from "../lib/id-param";
import { validate } from "../lib/validate";
import { signedInViewer } from "../lib/viewer";
import { siteContentEditsService } from "../services/site-content-edits";

interface ModeratorEdit<S extends z.ZodType<object>, Row> {
  itemType: AuditedItemType;
  schema: S;
  notFoundMessage: string;
  update: (tx: Executor, id: string, changes: z.infer<S>) => Promise<Row | undefined>;
  /** What the moderator is told when the database refuses the change, by SQLSTATE (a taken name, crossed dates). */
  refusals?: Record<string, () => HttpError>;
}

/** `update`, with the database's refusals named in `refusals` answered as their HttpErrors. */
function withRefusals<Changes, Row>(
  update: (tx: Executor, id: string, changes: Changes) => Promise<Row | undefined>,
  refusals: Record<string, () => HttpError>,
) {
  return async (tx: Executor, id: string, changes: Changes): Promise<Row | undefined> => {
    try {
      return await update(tx, id, changes);
    } catch (error) {
      const refusal = refusals[sqlState(error) ?? ""];
      throw refusal ? refusal() : error;
    }
  };
}

/**
 * The handler after requireModerator: 404 for a malformed or unknown id, 400 naming each bad field,
 * else the item as it now reads (200), its edit in the audit log.
 */
export function moderatorEditHandler<S extends z.ZodType<object>, Row>(
  db: Database,
  edit: ModeratorEdit<S, Row>,
): RequestHandler {
  const edits = siteContentEditsService(db);
  return async (req, res) => {
    const id = idParam(req, edit.notFoundMessage);
    const { body } = validate(req, { body: edit.schema });
    const row = await edits.edit({
      itemType: edit.itemType,
      id,
      changes: body,
      moderator: signedInViewer(req),
      notFoundMessage: edit.notFoundMessage,
      update: edit.refusals ? withRefusals(edit.update, edit.refusals) : edit.update,
    });
    res.json(row);
  };
}
