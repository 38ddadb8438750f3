import { useParams } from "wouter";
import type { MemberProfile } from "@shared/members";
import { PageHeading } from "@/components/page-heading";
import { useMember } from "@/features/members/hooks";
import { MemberPhotos, MemberPosts, MemberStories } from "@/features/members/member-sections";
import { ItemPageFrame } from "@/features/threads/item-page-frame";
import { useRobotsNoindex } from "@/lib/use-robots-noindex";

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" });

/**
 * /members/:username: a member's public page, with what they posted under their name. Search
 * engines are asked to leave it out: gathered in one place, a person's posts about grief or
 * their health say more about them than each does alone.
 */
export default function MemberPage() {
  const { username = "" } = useParams<{ username: string }>();
  useRobotsNoindex(true);
  return (
    <ItemPageFrame
      query={useMember(username)}
      back={{ href: "/community", label: "Community" }}
      noun="member's page"
      notFound={{
        hint: "There is no member by that name. Their page may have gone with their account.",
        linkLabel: "Back to the community",
      }}
    >
      {(member) => <Member member={member} />}
    </ItemPageFrame>
  );
}

function Member({ member }: { member: MemberProfile }) {
  return (
    <div className="min-w-0 [overflow-wrap:anywhere]">
      <PageHeading title={member.username}>Member since {monthYear.format(new Date(member.joinedAt))}</PageHeading>
      <MemberPosts username={member.username} />
      <MemberStories username={member.username} />
      <MemberPhotos username={member.username} />
    </div>
  );
}
