import { Link } from "wouter";
import type { ReplyView } from "@shared/api";
import { replyBodySchema } from "@shared/api";
import { TEXT_LIMITS } from "@shared/fields";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useSessionUser } from "@/features/auth/use-session";
import { CrisisSupportPanel } from "@/features/safety/crisis-support-panel";
import { GuidelinesLink } from "@/features/safety/guidelines-link";
import { isHeld, showHeldNotice } from "@/lib/held-notice-store";
import { PostingOptions } from "@/features/safety/posting-options";
import { anonymousOption, contentWarningsOption, NO_WARNINGS } from "@/features/safety/posting-options-fields";
import { failureWithReason } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import type { ThreadResource } from "./api";
import { useCreateReply } from "./hooks";

const replyFormSchema = replyBodySchema
  .pick({ content: true })
  .extend({ ...contentWarningsOption, ...anonymousOption });
const EMPTY_REPLY = { content: "", contentWarnings: NO_WARNINGS, anonymous: false };
/** The counter shows once a reply comes this close to the limit. */
const COUNTER_FROM = TEXT_LIMITS.reply - 500;

interface ReplyBoxProps {
  resource: ThreadResource;
  itemId: string;
  /** The reply being answered, if any, and how to stop answering it. */
  answering: ReplyView | null;
  onStopAnswering: () => void;
  /** "replies" under a discussion, "comments" under a story or photo. */
  noun: "replies" | "comments";
}

/** The words each kind of thread uses. */
const WORDS = {
  replies: {
    invitation: "Log in or join to reply — replies come from members so everyone knows who they're talking to.",
    form: "Reply to this discussion",
    label: "Your reply",
    submit: "Post Reply",
    posted: "Your reply has been posted.",
    failed: "Your reply couldn't be posted. Your text is still here.",
  },
  comments: {
    invitation: "Log in or join to comment — comments come from members so everyone knows who they're talking to.",
    form: "Comment",
    label: "Your comment",
    submit: "Post Comment",
    posted: "Your comment has been posted.",
    failed: "Your comment couldn't be posted. Your text is still here.",
  },
} as const;

/** Where a member writes a reply; a guest reads why they can't, with the way in. */
export function ReplyBox(props: ReplyBoxProps) {
  const user = useSessionUser();
  if (!user) {
    return (
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-ink">
        <p>{WORDS[props.noun].invitation}</p>
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

function MemberReplyForm({ resource, itemId, answering, onStopAnswering, noun }: ReplyBoxProps) {
  const words = WORDS[noun];
  const createReply = useCreateReply(resource, itemId);
  const { form, handleSubmit, isSubmitting, crisisPanel } = useApiForm({
    schema: replyFormSchema,
    defaultValues: EMPTY_REPLY,
    submit: (reply) => createReply.mutateAsync({ ...reply, answersId: answering?.id }),
    onSuccess: (reply) => {
      form.reset(EMPTY_REPLY);
      onStopAnswering();
      // Held for a moderator: support for the author instead of "posted".
      if (isHeld(reply)) showHeldNotice();
      else toast({ title: words.posted });
    },
    failureNotice: failureWithReason(words.failed),
    crisisCheck: { texts: (reply) => [reply.content], focus: "content" },
  });
  const length = form.watch("content").length;
  const error = form.formState.errors.content?.message;

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-3" aria-label={words.form}>
      {answering && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          Answering <span className="font-medium text-ink">{answering.author}</span>
          <button
            type="button"
            onClick={onStopAnswering}
            aria-label={`Cancel answering ${answering.author}`}
            className="rounded font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Cancel
          </button>
        </p>
      )}
      <fieldset disabled={isSubmitting} className="grid gap-3">
        <FormField
          id="reply-content"
          label={words.label}
          error={error}
          hint={length >= COUNTER_FROM ? `${length} of ${TEXT_LIMITS.reply} characters` : undefined}
        >
          {(control) => <Textarea {...control} rows={4} {...form.register("content")} />}
        </FormField>
        <PostingOptions
          id="reply-options"
          contentWarnings={form.register("contentWarnings")}
          anonymous={form.register("anonymous")}
        />
        <CrisisSupportPanel {...crisisPanel} canPostAnonymously />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit">{isSubmitting ? "Posting..." : words.submit}</Button>
          <GuidelinesLink lead="Please keep to our" />
        </div>
      </fieldset>
    </form>
  );
}
