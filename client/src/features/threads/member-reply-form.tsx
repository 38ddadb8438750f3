import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { replyBodySchema } from "@shared/api";
import { TEXT_LIMITS } from "@shared/fields";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { CrisisSupportPanel } from "@/features/safety/crisis-support-panel";
import { STEPS_ASIDE_FOR_CRISIS_PANEL } from "@/features/safety/crisis-panel-presence";
import { GuidelinesLink } from "@/features/safety/guidelines-link";
import { isHeld, showHeldNotice } from "@/lib/held-notice-store";
import { PostingOptions } from "@/features/safety/posting-options";
import { anonymousOption, contentWarningsOption, NO_WARNINGS } from "@/features/safety/posting-options-fields";
import { failureWithReason } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { useCreateReply } from "./hooks";
import { REPLY_BOX_ID, REPLY_FIELD_ID, type ReplyBoxProps } from "./reply-box";
import { REPLY_WORDS } from "./reply-words";
import { useReplyDraft } from "./use-reply-draft";
import { textLinkClasses } from "@/components/ui/text-link";

const replyFormSchema = replyBodySchema
  .pick({ content: true })
  .extend({ ...contentWarningsOption, ...anonymousOption });
const EMPTY_REPLY = { content: "", contentWarnings: NO_WARNINGS, anonymous: false };
/** The counter shows once a reply comes this close to the limit. */
const COUNTER_FROM = TEXT_LIMITS.reply - 500;

/** A member's reply form under a thread (ReplyBox loads it: a guest never needs its code). */
export function MemberReplyForm({ resource, itemId, answering, onStopAnswering, noun }: ReplyBoxProps) {
  const words = REPLY_WORDS[noun];
  const createReply = useCreateReply(resource, itemId);
  const draft = useReplyDraft(resource, itemId);
  const { form, handleSubmit, isSubmitting, crisisPanel } = useApiForm({
    schema: replyFormSchema,
    // The field is uncontrolled: the server draws it empty (it has no draft to read), and in the browser
    // react-hook-form puts the kept draft in once the field is there, so reading it here changes no markup.
    defaultValues: { ...EMPTY_REPLY, content: draft.read() },
    submit: (reply) => createReply.mutateAsync({ ...reply, answersId: answering?.id }),
    onSuccess: (reply) => {
      draft.clear();
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
  useKeptDraft(form, draft.save);
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
            className={textLinkClasses("font-medium text-brand-700 hover:underline")}
          >
            Cancel
          </button>
        </p>
      )}
      <fieldset disabled={isSubmitting} className="grid gap-3">
        <FormField
          id={REPLY_FIELD_ID}
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
          <Button type="submit" className={STEPS_ASIDE_FOR_CRISIS_PANEL}>
            {isSubmitting ? "Posting..." : words.submit}
          </Button>
          <GuidelinesLink lead="Please keep to our" />
        </div>
      </fieldset>
    </form>
  );
}

type ReplyFormValues = typeof EMPTY_REPLY;

/**
 * Keeps each change as the thread's draft, and, when the way in brought the person back to this
 * box (`#write-reply`), puts the caret after their words so they can carry on.
 */
function useKeptDraft(form: UseFormReturn<ReplyFormValues, unknown, ReplyFormValues>, save: (text: string) => void) {
  const { watch, setFocus } = form;
  useEffect(() => {
    const subscription = watch((values) => save(values.content ?? ""));
    return () => subscription.unsubscribe();
  }, [watch, save]);
  useEffect(() => {
    if (window.location.hash !== `#${REPLY_BOX_ID}`) return;
    setFocus("content");
    const field = document.getElementById(REPLY_FIELD_ID);
    if (field instanceof HTMLTextAreaElement) field.setSelectionRange(field.value.length, field.value.length);
  }, [setFocus]);
}
