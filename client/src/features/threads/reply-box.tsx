import { Link } from "wouter";
import type { ReplyView } from "@shared/api";
import { buttonClasses } from "@/components/ui/button";
import { useSessionUser } from "@/features/auth/use-session";
import type { ThreadResource } from "./api";
import { MemberReplyForm } from "./lazy-forms";
import { REPLY_WORDS } from "./reply-words";

export interface ReplyBoxProps {
  resource: ThreadResource;
  itemId: string;
  /** The reply being answered, if any, and how to stop answering it. */
  answering: ReplyView | null;
  onStopAnswering: () => void;
  /** "replies" under a discussion, "comments" under a story or photo. */
  noun: "replies" | "comments";
}

/** Where a member writes a reply; a guest reads why they can't, with the way in. */
export function ReplyBox(props: ReplyBoxProps) {
  const user = useSessionUser();
  if (!user) {
    return (
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-ink">
        <p>{REPLY_WORDS[props.noun].invitation}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link href="/signup" className={buttonClasses("primary", "md")}>
            Join
          </Link>
          <Link href="/login" className={buttonClasses("secondary", "md")}>
            Log in
          </Link>
        </div>
      </div>
    );
  }
  return <MemberReplyForm {...props} />;
}
