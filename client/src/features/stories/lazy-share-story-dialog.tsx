import { lazyDialog } from "@/components/lazy-dialog";
import { Button } from "@/components/ui/button";
import { CREATE_PAGES } from "@/lib/create-pages";

/** ShareStoryDialog, its code loaded when its button is first used (see lazyDialog). */
export const ShareStoryDialog = lazyDialog(
  () => import("./share-story-dialog").then((module) => module.ShareStoryDialog),
  ({ triggerLabel = "Share Your Story" }: { triggerLabel?: string }) => <Button>{triggerLabel}</Button>,
  { pageBeforeReady: CREATE_PAGES.story.path },
);
