/** Resources: the list URL (the screen reads them all and groups by category). */
export const RESOURCES_URL = "/api/resources?limit=100";
