/**
 * The loaders of one item's page (lib/route-loaders.ts). A thread's replies and a member's lists
 * hang on the item: they are asked for once it is there, by the id it answered with, as the
 * screen asks for them.
 */
import type { QueryClient } from "@tanstack/react-query";
import { blogArticleQuery } from "@/features/blog/hooks";
import { groupQuery } from "@/features/groups/hooks";
import { memberPhotosQuery, memberPostsQuery, memberQuery, memberStoriesQuery } from "@/features/members/hooks";
import { resourceQuery } from "@/features/resources/hooks";
import type { ThreadResource } from "@/features/threads/api";
import { photoQuery, postQuery, repliesQuery, storyQuery } from "@/features/threads/hooks";
import type { LoaderQuery, RouteLoad, RouteLoader } from "@/lib/route-loaders";

const idOf = (params: Record<string, string>) => params.id ?? "";

/** The item, then its replies under the item's own id (features/threads/reply-thread.tsx). */
function threadLoad(item: LoaderQuery, resource: ThreadResource): RouteLoad {
  return {
    queries: [item],
    then: (queryClient: QueryClient) => {
      const found = queryClient.getQueryData<{ id: string } | null>(item.queryKey);
      return found ? [repliesQuery(resource, found.id)] : [];
    },
  };
}

export const discussionLoader: RouteLoader = ({ params }) => threadLoad(postQuery(idOf(params)), "posts");
export const storyLoader: RouteLoader = ({ params }) => threadLoad(storyQuery(idOf(params)), "stories");
export const photoLoader: RouteLoader = ({ params }) => threadLoad(photoQuery(idOf(params)), "pet-photos");

export const resourceLoader: RouteLoader = ({ params }) => ({ queries: [resourceQuery(idOf(params))] });
export const groupLoader: RouteLoader = ({ params }) => ({ queries: [groupQuery(idOf(params))] });
export const blogArticleLoader: RouteLoader = ({ params }) => ({ queries: [blogArticleQuery(params.slug ?? "")] });

/** The member, then (when there is one) their posts, stories and photos, under the name they answered with (pages/member-page.tsx). */
export const memberLoader: RouteLoader = ({ params }) => {
  const member = memberQuery(params.username ?? "");
  return {
    queries: [member],
    then: (queryClient) => {
      const username = queryClient.getQueryData(member.queryKey)?.username;
      return username ? [memberPostsQuery(username), memberStoriesQuery(username), memberPhotosQuery(username)] : [];
    },
  };
};
