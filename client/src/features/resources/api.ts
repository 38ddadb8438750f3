/** Resources: the list of one section, and one resource (shared/contracts/resources.contract.ts). */
import type { RESOURCE_CATEGORIES } from "@shared/constants";
import type { ResourceView } from "@shared/contracts/resources.contract";
import { apiUrl, callApiOrNull, callPage, type ListPage } from "@/lib/api";

/** One of the resource sections. */
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number]["value"];

/** How many of each section's newest the /resources overview shows before "See all". */
export const SECTION_PREVIEW_SIZE = 3;

/** The first page of one section (`limit` for a preview; the server's default page otherwise). */
export function sectionUrl(category: ResourceCategory, limit?: number): string {
  return apiUrl("GET /api/resources", { query: { category, limit } });
}

/** The newest few of one section, for the /resources overview. */
export function fetchSectionPreview(category: ResourceCategory): Promise<ListPage<ResourceView>> {
  return callPage("GET /api/resources", { query: { category, limit: SECTION_PREVIEW_SIZE } });
}

/** One resource, or null when it is not there. */
export function fetchResource(id: string): Promise<ResourceView | null> {
  return callApiOrNull("GET /api/resources/:id", { params: { id } });
}
