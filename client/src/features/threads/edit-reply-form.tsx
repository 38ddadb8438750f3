import { replyBodySchema, type ReplyView } from "@shared/api";
import type { ContentWarning } from "@shared/safety/content-warnings";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { CrisisSupportPanel } from "@/features/safety/crisis-support-panel";
import { GuidelinesLink } from "@/features/safety/guidelines-link";
import { isHeld, showHeldNotice } from "@/lib/held-notice-store";
import { PostingOptions } from "@/features/safety/posting-options";
import { anonymousOption, contentWarningsOption } from "@/features/safety/posting-options-fields";
import { failureWithReason } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import type { EditReplyBody } from "./api";
import { SaveOrCancel } from "./save-or-cancel";

const editReplyFormSchema = replyBodySchema
  .pick({ content: true })
  .extend({ ...contentWarningsOption, ...anonymousOption });

interface EditReplyFormProps {
  reply: ReplyView;
  save: (body: EditReplyBody) => Promise<unknown>;
  onDone: () => void;
}

/** A reply's text in place, to fix a typo: Save keeps the change (marked "edited"), Cancel leaves it. */
export function EditReplyForm({ reply, save, onDone }: EditReplyFormProps) {
  const options = {
    contentWarnings: (reply.contentWarnings ?? []) as ContentWarning[],
    anonymous: reply.anonymous ?? false,
  };
  const { form, handleSubmit, isSubmitting, crisisPanel } = useApiForm({
    schema: editReplyFormSchema,
    defaultValues: { content: reply.content, ...options },
    submit: save,
    onSuccess: (saved) => {
      if (isHeld(saved)) showHeldNotice();
      else toast({ title: "Your reply has been updated." });
      onDone();
    },
    failureNotice: failureWithReason("Your change couldn't be saved. Your text is still here."),
    crisisCheck: { texts: (edited) => [edited.content], focus: "content" },
  });
  const fieldId = `edit-reply-${reply.id}`;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit reply">
      <fieldset disabled={isSubmitting} className="grid gap-3">
        <FormField id={fieldId} label="Edit your reply" error={form.formState.errors.content?.message}>
          {(control) => <Textarea {...control} rows={4} autoFocus {...form.register("content")} />}
        </FormField>
        <PostingOptions
          id={`${fieldId}-options`}
          contentWarnings={form.register("contentWarnings")}
          anonymous={form.register("anonymous")}
          defaultOpen={options.contentWarnings.length > 0 || options.anonymous}
        />
        <GuidelinesLink lead="Please keep to our" />
        <CrisisSupportPanel {...crisisPanel} canPostAnonymously />
        <SaveOrCancel isSubmitting={isSubmitting} onCancel={onDone} />
      </fieldset>
    </form>
  );
}
