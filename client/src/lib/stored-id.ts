/** A stored item's id (a UUID). A plain pattern rather than the zod schema, which would end up in every page's first download. */
const STORED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` names a stored item; the built-in samples' ids do not (they have no page and cannot be reported). */
export function isStoredId(id: string): boolean {
  return STORED_ID.test(id);
}
