import { Plus } from "lucide-react";
import type { SessionUser } from "@shared/api";
import { lazyDialog } from "@/components/lazy-dialog";
import { Button } from "@/components/ui/button";
import { CREATE_PAGES } from "@/lib/create-pages";

const NewPostDialog = lazyDialog(
  () => import("./new-post-dialog").then((module) => module.NewPostDialog),
  () => (
    <Button>
      <Plus aria-hidden className="h-4 w-4" />
      New Post
    </Button>
  ),
  { pageBeforeReady: CREATE_PAGES.post.path },
);

/**
 * New Post for a member. A visitor sees none here: the page shows them the spec's Join to Post in
 * its place, beside the banner with Login and Sign Up (docs/decisions.md).
 */
export function PostAction({ user }: { user: SessionUser | null }) {
  if (!user) return null;
  return <NewPostDialog username={user.username} />;
}
