/**
 * The handler of a contract's moderator PATCH on the site's own content (a category, a resource, a
 * group, a featured item, a member of the month, a challenge): the path's item changes in place
 * and the edit goes in the audit log (server/services/site-content-edits.ts).
 */
import type { Request } from "express";
import type { Database } from "../db";
import { signedInViewer } from "../lib/viewer";
import { siteContentEditsService, type SiteContentEdit } from "../services/site-content-edits";

/** What a router says of its edits: the rest comes from the request. */
type EditRule<Changes extends object, Row> = Pick<
  SiteContentEdit<Changes, Row>,
  "itemType" | "notFoundMessage" | "update"
>;

/** `({ params, body }, req) => row`, for `routes.add(<area>Contract.edit, ...)`. */
export function moderatorEdit<Changes extends object, Row>(db: Database, rule: EditRule<Changes, Row>) {
  const edits = siteContentEditsService(db);
  return ({ params, body }: { params: { id: string }; body: Changes }, req: Request): Promise<Row> =>
    edits.edit({ ...rule, id: params.id, changes: body, moderator: signedInViewer(req) });
}
