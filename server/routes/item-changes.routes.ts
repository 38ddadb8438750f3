/**
 * GET /:id, PATCH and DELETE /:id for its author or a moderator, and GET /:id/revisions for
 * moderators: the same routes on /api/posts, /api/stories and /api/pet-photos
 * (shared/contracts/items.contract.ts).
 */
import type { ThreadItemType } from "@shared/constants";
import { ITEM_ROUTES } from "@shared/contracts/items.contract";
import { itemNotFoundMessage } from "@shared/item-kinds";
import type { Database } from "../db";
import type { contractRoutes } from "../lib/contract-routes";
import { idParam } from "../lib/id-param";
import { checkFirst } from "../lib/run-first";
import { signedInViewer, viewerOf } from "../lib/viewer";
import { revisionItemOf, revisionsRepository } from "../repositories/revisions.repository";
import type { ItemChangesService } from "../services/item-changes";
import type { itemViewsService } from "../services/item-views";
import { toRevisionViews } from "../services/revision-views";

/** Adds an item's own page, edit, removal and revision routes to the kind's contract routes. */
export function addItemRoutes(
  routes: ReturnType<typeof contractRoutes>,
  deps: { db: Database; changes: ItemChangesService; views: ReturnType<typeof itemViewsService> },
  type: ThreadItemType,
): void {
  const { db, changes, views } = deps;
  const contract = ITEM_ROUTES[type];

  routes.add(contract.get, async ({ params }, req) => views[type](params.id, viewerOf(req)));

  // Who is asking is checked before the body is read, so a stranger's malformed body is a 403.
  const editableFirst = checkFirst((req) =>
    changes.checkEditable(type, idParam(req, itemNotFoundMessage(type)), signedInViewer(req)),
  );
  routes.add(
    contract.edit,
    async ({ params, body }, req) => {
      const viewer = signedInViewer(req);
      await changes.edit(type, params.id, body, viewer);
      return views[type](params.id, viewer);
    },
    { wrap: editableFirst },
  );

  routes.add(contract.remove, async ({ params }, req) => {
    await changes.remove(type, params.id, signedInViewer(req));
  });

  routes.add(contract.revisions, async ({ params }) =>
    toRevisionViews(await revisionsRepository(db).list(revisionItemOf(type, params.id))),
  );
}
