/** The home page's loader (lib/route-loaders.ts): every section's data at once. */
import { GUEST_USER_ID, HOME_LIMITS } from "@shared/constants";
import { activeHeroQuery, homeFeaturedQuery } from "@/features/home/hooks";
import { homePostsQuery } from "@/features/posts/hooks";
import { recommendationsQuery } from "@/features/recommendations/hooks";
import type { RouteLoader } from "@/lib/route-loaders";

/**
 * A rendered page is drawn signed out, for a member too (features/auth/use-session.ts): its
 * recommendations are the guests' popular picks, and the member's own come once the app runs.
 */
export const homeLoader: RouteLoader = () => ({
  queries: [
    activeHeroQuery(),
    homeFeaturedQuery(),
    homePostsQuery(),
    recommendationsQuery(GUEST_USER_ID, HOME_LIMITS.recommendations),
  ],
});
