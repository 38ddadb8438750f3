import { ListSection } from "@/components/list-section";
import { PageHeading } from "@/components/page-heading";
import { GroupDirectory } from "@/features/groups/group-directory";
import { PostGroupDialog } from "@/features/groups/lazy-post-group-dialog";
import { PageHead } from "@/lib/page-head";

export default function GroupsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHead
        title="Local Peer Groups"
        description="Find people near you who meet with their animals: local peer groups for support, walks and wellbeing."
        path="/groups"
      />
      <div className="mb-6 flex flex-col items-start gap-4 sm:mb-0 sm:flex-row sm:justify-between">
        <PageHeading title="Local Peer Groups">Find people near you who meet with their animals.</PageHeading>
        <PostGroupDialog />
      </div>
      <ListSection title="Groups">
        <GroupDirectory />
      </ListSection>
    </section>
  );
}
