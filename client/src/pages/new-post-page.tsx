import { AsFormPage } from "@/components/form-page";
import { LoginPrompt } from "@/components/login-prompt";
import { PageHeading } from "@/components/page-heading";
import { useSessionUser } from "@/features/auth/use-session";
import { NewPostDialog } from "@/features/posts/new-post-dialog";
import { CREATE_PAGES } from "@/lib/create-pages";
import { PageHead } from "@/lib/page-head";

/**
 * New Post as a page (lib/create-pages.ts): where "Start a Discussion" and Join to Post lead, and
 * where New Post leads when pressed before the app has arrived. A visitor is asked in, and brought
 * back here.
 */
export default function NewPostPage() {
  const user = useSessionUser();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHead
        title="New Post"
        description="Start a conversation with the PawsWell community."
        path={CREATE_PAGES.post.path}
        noindex
      />
      {user ? (
        <AsFormPage leaveTo={CREATE_PAGES.post.leaveTo}>
          <NewPostDialog username={user.username} />
        </AsFormPage>
      ) : (
        <div className="mx-auto max-w-2xl">
          <PageHeading title="New Post">Start a conversation with the community.</PageHeading>
          <LoginPrompt message="Join the community to start a discussion with people who understand." />
        </div>
      )}
    </section>
  );
}
