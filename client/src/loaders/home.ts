/** The home page's loader (lib/route-loaders.ts): every section's data at once. */
import { GUEST_USER_ID, HOME_LIMITS } from "@shared/constants";
import { activeHeroQuery, homeFeaturedQuery } from "@/features/home/hooks";
import { homePostsQuery } from "@/features/posts/hooks";
import { recommendationsQuery } from "@/features/recommendations/hooks";
import type { RouteLoader } from "@/lib/route-loaders";

/** A visitor's recommendations are the guests' popular picks; a member's are their own. */
export const homeLoader: RouteLoader = ({ member }) => ({
  queries: [
    activeHeroQuery(),
    homeFeaturedQuery(),
    homePostsQuery(),
    recommendationsQuery(member?.id ?? GUEST_USER_ID, HOME_LIMITS.recommendations),
  ],
});
