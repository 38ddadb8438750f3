/** The loaders of the list pages (lib/route-loaders.ts): each list's first page, and what sits beside it. */
import { ALL_POSTS_FILTER, RESOURCE_CATEGORIES } from "@shared/constants";
import { blogPostsQuery } from "@/features/blog/hooks";
import { groupsQuery } from "@/features/groups/hooks";
import { filtersOf } from "@/features/groups/use-group-filters";
import {
  challengesQuery,
  joinedChallengesQuery,
  memberOfTheMonthQuery,
  petPhotosQuery,
} from "@/features/pet-social/hooks";
import { postsQuery } from "@/features/posts/hooks";
import { sectionPreviewQuery, sectionQuery } from "@/features/resources/hooks";
import { storiesQuery } from "@/features/stories/hooks";
import type { RouteLoader } from "@/lib/route-loaders";

/** The topic filter is the screen's own state, not its address: it starts on all topics. */
export const communityLoader: RouteLoader = () => ({ queries: [postsQuery(ALL_POSTS_FILTER.value)] });

export const storiesLoader: RouteLoader = () => ({ queries: [storiesQuery()] });

/** A member's page also says which challenges they joined. */
export const petsSocialLoader: RouteLoader = ({ member }) => ({
  queries: [
    petPhotosQuery(),
    memberOfTheMonthQuery(),
    challengesQuery(),
    ...(member ? [joinedChallengesQuery(member.id)] : []),
  ],
});

/** /resources?category=…: that section in full; /resources: every section's newest few (pages/resources-page.tsx). */
export const resourcesLoader: RouteLoader = ({ search }) => {
  const category = RESOURCE_CATEGORIES.find((option) => option.value === search.get("category"));
  return {
    queries: category
      ? [sectionQuery(category.value)]
      : RESOURCE_CATEGORIES.map((option) => sectionPreviewQuery(option.value)),
  };
};

/** The filters live in the address (features/groups/use-group-filters.ts). */
export const groupsLoader: RouteLoader = ({ search }) => ({ queries: [groupsQuery(filtersOf(search))] });

export const blogLoader: RouteLoader = () => ({ queries: [blogPostsQuery()] });
