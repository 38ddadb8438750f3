/**
 * Wellness Challenges: the first CHALLENGES_SHOWN not yet ended, each saying whether it is on now or
 * still to start, with dates and participants; members create, join and leave them, and anyone may
 * report one a member made. Its creator (and a moderator) also reads their own held or hidden one, so marked.
 */
import { CHALLENGES_SHOWN } from "@shared/constants";
import { ContentImage } from "@/components/content-image";
import { QueryList } from "@/components/query-list";
import { Skeleton } from "@/components/skeleton";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { useSessionUser } from "@/features/auth/use-session";
import { ReportButton } from "@/features/reports/report-button";
import { ItemStatusNote } from "@/features/threads/item-status-note";
import { illustrationFor } from "@/lib/illustrations";
import { formatDate } from "@/lib/text";
import { CreateChallengeDialog } from "./lazy-dialogs";
import { ChallengeParticipation } from "./challenge-participation";
import { challengePhase } from "./challenge-phase";
import { useChallenges, useJoinedChallenges } from "./hooks";

export function ChallengesCard() {
  const user = useSessionUser();
  const query = useChallenges();
  // The server lists only challenges not yet ended; one that ended since the list loaded is left out too.
  const challenges = (query.data?.items ?? [])
    .filter((challenge) => challengePhase(challenge) !== "ended")
    .slice(0, CHALLENGES_SHOWN);
  const joined = useJoinedChallenges(user?.id ?? null);
  const joinedIds = new Set(joined.data ?? []);

  return (
    <Card as="section" aria-labelledby="challenges-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="challenges-heading" className="text-lg font-semibold text-ink">
          Wellness Challenges
        </h2>
        {user && <CreateChallengeDialog />}
      </div>
      <QueryList
        query={query}
        items={challenges}
        isCompact
        loading={
          <div role="status" aria-label="Loading" className="mt-4 space-y-3">
            {Array.from({ length: CHALLENGES_SHOWN }, (_, index) => (
              // A challenge: its title, about two lines of description and its dates.
              <Skeleton key={index} className="h-28 w-full" />
            ))}
          </div>
        }
        empty={
          <p className="mt-3 text-muted">
            No challenges yet.{user ? " Start one for the community." : " Log in to start one."}
          </p>
        }
        errorMessage="We couldn't load the challenges right now."
      >
        {(shown) => (
          <ul className="mt-4 space-y-3">
            {shown.map((challenge) => (
              <li key={challenge.id} className="flow-root rounded-lg bg-brand-50 p-3">
                <ItemStatusNote item={challenge} about={{ itemType: "challenge", itemId: challenge.id }} />
                <ContentImage
                  src={challenge.imageUrl}
                  alt={challenge.imageAlt || challenge.title}
                  illustration={illustrationFor({ kind: "challenge" })}
                  width={64}
                  height={64}
                  className="float-right mb-1 ml-3 h-16 w-16 rounded-lg bg-white object-cover"
                />
                <Badge>{challengePhase(challenge) === "upcoming" ? "Starting soon" : "Happening now"}</Badge>
                <h3 className="mt-1 font-medium text-ink">{challenge.title}</h3>
                <p className="mt-1 text-sm text-ink">{challenge.description}</p>
                <p className="mt-1 text-sm text-muted">
                  {formatDate(challenge.startDate)} – {formatDate(challenge.endDate)} · {challenge.participants}{" "}
                  {challenge.participants === 1 ? "participant" : "participants"}
                </p>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <ChallengeParticipation
                    challenge={challenge}
                    joined={user ? joinedIds.has(challenge.id) : undefined}
                  />
                  {challenge.memberMade && !challenge.isOwn && (
                    <ReportButton
                      itemType="challenge"
                      itemId={challenge.id}
                      label={`Report the challenge ${challenge.title}`}
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </Card>
  );
}
