/**
 * Any other page asked for with no network: the calm offline page (offline.html, built from the
 * helplines by offline-page.ts and precached) instead of the browser's error page.
 */
import { matchPrecache } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";

export const OFFLINE_PAGE = "/offline.html";

export function showOfflinePageWhenNoNetwork(): void {
  // Every other navigation goes to the network as before; the route is there so its failure comes here.
  registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [/^\/api\//] }));
  setCatchHandler(async ({ request }) => {
    if (request.mode !== "navigate") return Response.error();
    return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  });
}
