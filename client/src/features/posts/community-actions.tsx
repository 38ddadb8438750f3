import { Plus } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import type { SessionUser } from "@shared/api";
import { lazyDialog } from "@/components/lazy-dialog";
import { Button, buttonClasses } from "@/components/ui/button";
import { useStartDiscussionRequest } from "./start-discussion";

const NewPostDialog = lazyDialog(
  () => import("./new-post-dialog").then((module) => module.NewPostDialog),
  () => (
    <Button>
      <Plus aria-hidden className="h-4 w-4" />
      New Post
    </Button>
  ),
);

/** Visitors are invited to log in or sign up; only members can post. */
export function LoggedOutBanner() {
  return (
    <div className="mb-8 flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-ink">Join the community to start discussions and connect with people who understand.</p>
      <div className="flex shrink-0 gap-2">
        <Link href="/login" className={buttonClasses("secondary", "sm")}>
          Login
        </Link>
        <Link href="/signup" className={buttonClasses("primary", "sm")}>
          Sign Up
        </Link>
      </div>
    </div>
  );
}

/** New Post for a member (open on arrival when "Start a Discussion" led here), Join to Post for a visitor. */
export function PostAction({ user }: { user: SessionUser | null }) {
  const startDiscussion = useStartDiscussionRequest();
  const isOpenOnArrival = user !== null && startDiscussion.isRequested;
  useEffect(() => {
    // Asked once: the address forgets it, so Back or a reload does not open the dialog again.
    if (isOpenOnArrival) startDiscussion.clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpenOnArrival]);
  if (user) return <NewPostDialog username={user.username} isOpenOnArrival={isOpenOnArrival} />;
  return (
    <Link href="/signup" className={buttonClasses("primary")}>
      Join to Post
    </Link>
  );
}
