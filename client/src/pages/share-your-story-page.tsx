import { AsFormPage } from "@/components/form-page";
import { ShareStoryDialog } from "@/features/stories/share-story-dialog";
import { CREATE_PAGES } from "@/lib/create-pages";
import { PageHead } from "@/lib/page-head";

/**
 * Share Your Story as a page (lib/create-pages.ts): where the hero's "Share Your Story" leads, and
 * where the stories page's button leads when pressed before the app has arrived. Anyone may share.
 */
export default function ShareYourStoryPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHead
        title="Share Your Story"
        description="Tell the PawsWell community how an animal has helped you."
        path={CREATE_PAGES.story.path}
        noindex
      />
      <AsFormPage leaveTo={CREATE_PAGES.story.leaveTo}>
        <ShareStoryDialog />
      </AsFormPage>
    </section>
  );
}
