import { SKELETON_COUNT } from "@shared/constants";
import { FEED_PATHS } from "@shared/feed-paths";
import { EmptyState } from "@/components/empty-state";
import { ListSection } from "@/components/list-section";
import { LoadMore } from "@/components/load-more";
import { PageHeading } from "@/components/page-heading";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { useStories } from "@/features/stories/hooks";
import { ShareStoryDialog } from "@/features/stories/lazy-share-story-dialog";
import { StoriesCallToAction } from "@/features/stories/stories-cta";
import { StoryList } from "@/features/stories/story-list";
import { PageHead } from "@/lib/page-head";
import { feedLinks } from "@/lib/page-head-tags";

export default function StoriesPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHead
        title="Be Well Stories"
        description="Members share how their animals helped them through: true stories of comfort, healing and companionship."
        path="/stories"
        feeds={feedLinks("PawsWell stories", FEED_PATHS.stories)}
      />
      <div className="mb-6 flex flex-col items-start gap-4 sm:mb-0 sm:flex-row sm:justify-between">
        <PageHeading title="Be Well Stories">Members share how their animals helped them through.</PageHeading>
        <ShareStoryDialog />
      </div>
      <ListSection title="Stories">
        <Stories />
      </ListSection>
      <StoriesCallToAction />
    </section>
  );
}

/** The stories, newest first: inside the list's section, so a failure to read them stays there. */
function Stories() {
  const list = useStories();
  return (
    <QueryList
      query={list}
      items={list.items}
      loading={
        <SkeletonGrid count={SKELETON_COUNT.stories} className="grid gap-6 md:grid-cols-2" cardClassName="min-h-64" />
      }
      empty={<EmptyState title="No stories yet" description="Be the first to share how an animal has helped you." />}
      errorMessage="We couldn't load the stories right now."
    >
      {(stories) => (
        <>
          <StoryList stories={stories} />
          <LoadMore list={list} />
        </>
      )}
    </QueryList>
  );
}
