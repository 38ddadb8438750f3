/** Member of the Month: the one moderators chose (else the newest), or a gentle note while there is none. */
import { Award } from "lucide-react";
import { ContentImage } from "@/components/content-image";
import { QueryList } from "@/components/query-list";
import { Skeleton } from "@/components/skeleton";
import { Card } from "@/components/ui/card";
import { illustrationFor } from "@/lib/illustrations";
import { useMemberOfTheMonth } from "./hooks";

export function MemberOfTheMonthCard() {
  const query = useMemberOfTheMonth();
  // None chosen yet (the server's 404) is the empty state; any other failure is the error state.
  const members = query.data ? [query.data] : [];

  return (
    <Card as="section" aria-labelledby="member-heading">
      <h2 id="member-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Award aria-hidden className="h-5 w-5 text-brand-700" />
        Member of the Month
      </h2>
      <QueryList
        query={query}
        items={members}
        isCompact
        loading={
          // Names, then a few lines of story: about the card's usual height, so the cards below stay put.
          <div role="status" aria-label="Loading" className="mt-3 space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-4 w-full" />
            ))}
          </div>
        }
        empty={<p className="mt-3 text-muted">This month's member will be announced soon.</p>}
        errorMessage="We couldn't load this month's member right now."
      >
        {([member]) =>
          member && (
            <div className="mt-3">
              <ContentImage
                src={member.imageUrl}
                alt={member.imageAlt || `${member.memberName} and ${member.petName}`}
                illustration={illustrationFor({ kind: "member-of-the-month", petType: member.petType })}
                width={480}
                height={270}
                className="mb-3 aspect-video w-full rounded-xl bg-brand-50 object-cover"
              />
              <p className="font-medium text-ink">
                {member.memberName} and {member.petName}
              </p>
              <p className="text-sm text-muted">
                {member.petType} · {member.month} {member.year}
              </p>
              <p className="mt-2 whitespace-pre-line text-ink">{member.story}</p>
            </div>
          )
        }
      </QueryList>
    </Card>
  );
}
