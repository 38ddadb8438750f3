/** Resources: query keys and the list URL (the screen reads them all and groups by category). */
export const resourceKeys = { all: ["resources"] as const };
export const RESOURCES_URL = "/api/resources?limit=100";
