/**
 * The site's address when a caller names none: tests and tools that build the app in-process. The
 * server always passes PUBLIC_URL (server/env.ts), and no link is ever made from a request's Host.
 */
export const LOCAL_SITE_URL = "http://localhost";
