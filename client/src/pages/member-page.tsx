import { useParams } from "wouter";
import { ITEM_PATHS } from "@shared/item-urls";
import type { MemberProfileView } from "@shared/contracts/members.contract";
import { MemberAvatar } from "@/components/member-avatar";
import { PageHeading } from "@/components/page-heading";
import { SectionBoundary } from "@/components/section-boundary";
import { useMember } from "@/features/members/hooks";
import { MemberPhotos, MemberPosts, MemberStories } from "@/features/members/member-sections";
import { ItemPageFrame } from "@/features/threads/item-page-frame";
import type { PageHeadData } from "@/lib/page-head-tags";

// The UTC month, as the server renders it (client/src/lib/text.ts formatDate).
const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * /members/:username: a member's public page, with what they posted under their name. Search
 * engines are asked to leave it out: gathered in one place, a person's posts about grief or
 * their health say more about them than each does alone.
 */
export default function MemberPage() {
  const { username = "" } = useParams<{ username: string }>();
  return (
    <ItemPageFrame
      query={useMember(username)}
      back={{ href: "/community", label: "Community" }}
      noun="member's page"
      path={ITEM_PATHS.member(username)}
      head={memberHead}
      notFound={{
        hint: "There is no member by that name. Their page may have gone with their account.",
        linkLabel: "Back to the community",
      }}
    >
      {(member) => <Member member={member} />}
    </ItemPageFrame>
  );
}

/** Never indexed (docs/decisions.md#search-engines-and-privacy); the frame keeps its other states out too. */
function memberHead(member: MemberProfileView): PageHeadData {
  return {
    title: member.username,
    description: `${member.username}'s discussions, stories and photos. Member since ${monthYear.format(new Date(member.joinedAt))}.`,
    path: ITEM_PATHS.member(member.username),
    noindex: true,
  };
}

function Member({ member }: { member: MemberProfileView }) {
  return (
    <div className="min-w-0 [overflow-wrap:anywhere]">
      <MemberAvatar name={member.username} size={72} className="mb-4" />
      <PageHeading title={member.username}>Member since {monthYear.format(new Date(member.joinedAt))}</PageHeading>
      <SectionBoundary className="mt-10">
        <MemberPosts username={member.username} />
      </SectionBoundary>
      <SectionBoundary className="mt-10">
        <MemberStories username={member.username} />
      </SectionBoundary>
      <SectionBoundary className="mt-10">
        <MemberPhotos username={member.username} />
      </SectionBoundary>
    </div>
  );
}
