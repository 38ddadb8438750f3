/**
 * The three lists on a member's page, each shown with the cards its own page uses: discussions,
 * stories and photos, with Load more (the photo carousel loads on as it reaches its last photo).
 * Only what the member posted under their name is here: the server leaves out anything posted as
 * "A member".
 */
import type { ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { Skeleton, SkeletonGrid } from "@/components/skeleton";
import { cardClasses } from "@/components/ui/card";
import { PhotoCards } from "@/features/pet-social/photo-cards";
import { PostCards } from "@/features/posts/post-cards";
import { StoryList } from "@/features/stories/story-list";
import { useMemberPhotos, useMemberPosts, useMemberStories } from "./hooks";

function MemberSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-2xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

const cardsLoading = <SkeletonGrid count={2} className="grid gap-4" cardClassName="min-h-32" />;

export function MemberPosts({ username }: { username: string }) {
  const list = useMemberPosts(username);
  return (
    <MemberSection id="member-discussions" title="Discussions">
      <QueryList
        query={list}
        items={list.items}
        loading={cardsLoading}
        empty={<EmptyState description={`${username} hasn't started a discussion yet.`} />}
        errorMessage="We couldn't load these discussions right now."
      >
        {() => <PostCards list={list} />}
      </QueryList>
    </MemberSection>
  );
}

export function MemberStories({ username }: { username: string }) {
  const list = useMemberStories(username);
  return (
    <MemberSection id="member-stories" title="Stories">
      <QueryList
        query={list}
        items={list.items}
        loading={cardsLoading}
        empty={<EmptyState description={`${username} hasn't shared a story yet.`} />}
        errorMessage="We couldn't load these stories right now."
      >
        {(stories) => (
          <>
            <StoryList stories={stories} />
            <LoadMore list={list} />
          </>
        )}
      </QueryList>
    </MemberSection>
  );
}

export function MemberPhotos({ username }: { username: string }) {
  const list = useMemberPhotos(username);
  return (
    <MemberSection id="member-photos" title="Photos">
      <QueryList
        query={list}
        items={list.items}
        loading={
          <div role="status" aria-label="Loading" className={cardClasses("none", "p-4")}>
            <Skeleton className="aspect-[4/3] w-full" />
          </div>
        }
        empty={<EmptyState description={`${username} hasn't shared a photo yet.`} />}
        errorMessage="We couldn't load these photos right now."
      >
        {() => <PhotoCards list={list} />}
      </QueryList>
    </MemberSection>
  );
}
