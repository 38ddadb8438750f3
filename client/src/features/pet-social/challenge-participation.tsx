import { Link } from "wouter";
import type { ChallengeView } from "@shared/contracts/wellness-challenges.contract";
import { wayInHref } from "@shared/return-path";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";
import { challengePhase } from "./challenge-phase";
import { useSetParticipation } from "./hooks";
import { textLinkClasses } from "@/components/ui/text-link";

interface ChallengeParticipationProps {
  challenge: ChallengeView;
  /** Whether the logged-in member joined; undefined for a guest. */
  joined: boolean | undefined;
}

/** Join or leave a challenge; "You're in" once joined. A guest is shown the way to log in. */
export function ChallengeParticipation({ challenge, joined }: ChallengeParticipationProps) {
  const participation = useSetParticipation();
  const hasEnded = challengePhase(challenge) === "ended";
  if (joined === undefined) {
    if (hasEnded) return null;
    return (
      <Link
        href={wayInHref("/login", "/pets-social")}
        className={textLinkClasses("text-sm font-medium text-brand-700 hover:underline")}
      >
        Log in to join
      </Link>
    );
  }
  const change = (join: boolean) =>
    participation.mutate(
      { challengeId: challenge.id, join },
      {
        onError: (error) =>
          toast({ title: "That didn't go through.", description: errorMessage(error, ""), variant: "destructive" }),
      },
    );
  if (joined) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Badge>You're in</Badge>
        <Button
          variant="secondary"
          size="sm"
          disabled={participation.isPending}
          onClick={() => change(false)}
          aria-label={`Leave ${challenge.title}`}
        >
          Leave
        </Button>
      </div>
    );
  }
  if (hasEnded) return null;
  return (
    <Button
      size="sm"
      disabled={participation.isPending}
      onClick={() => change(true)}
      aria-label={`Join ${challenge.title}`}
    >
      {participation.isPending ? "Joining..." : "Join"}
    </Button>
  );
}
