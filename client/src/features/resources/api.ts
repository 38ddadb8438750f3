/** Resources: the list of one section, and one resource. */
import type { Resource } from "@shared/schema";
import { getJsonOrNull, getPage, type ListPage } from "@/lib/api";

export const RESOURCES_URL = "/api/resources";

/** How many of each section's newest the /resources overview shows before "See all". */
export const SECTION_PREVIEW_SIZE = 3;

/** The first page of one section (`limit` for a preview; the server's default page otherwise). */
export function sectionUrl(category: string, limit?: number): string {
  const query = new URLSearchParams({ category });
  if (limit !== undefined) query.set("limit", String(limit));
  return `${RESOURCES_URL}?${query}`;
}

/** The newest few of one section, for the /resources overview. */
export function fetchSectionPreview(category: string): Promise<ListPage<Resource>> {
  return getPage<Resource>(sectionUrl(category, SECTION_PREVIEW_SIZE));
}

/** One resource, or null when it is not there. */
export function fetchResource(id: string): Promise<Resource | null> {
  return getJsonOrNull<Resource>(`${RESOURCES_URL}/${encodeURIComponent(id)}`);
}
