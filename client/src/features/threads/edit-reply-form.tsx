import { editReplySchema, type ReplyView } from "@shared/api";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { failureWithReason } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { SaveOrCancel } from "./save-or-cancel";

interface EditReplyFormProps {
  reply: ReplyView;
  save: (content: string) => Promise<unknown>;
  onDone: () => void;
}

/** A reply's text in place, to fix a typo: Save keeps the change (marked "edited"), Cancel leaves it. */
export function EditReplyForm({ reply, save, onDone }: EditReplyFormProps) {
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: editReplySchema,
    defaultValues: { content: reply.content },
    submit: ({ content }) => save(content ?? reply.content),
    onSuccess: () => {
      toast({ title: "Your reply has been updated." });
      onDone();
    },
    failureNotice: failureWithReason("Your change couldn't be saved. Your text is still here."),
  });
  const fieldId = `edit-reply-${reply.id}`;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit reply">
      <fieldset disabled={isSubmitting} className="grid gap-3">
        <FormField id={fieldId} label="Edit your reply" error={form.formState.errors.content?.message}>
          {(control) => <Textarea {...control} rows={4} autoFocus {...form.register("content")} />}
        </FormField>
        <SaveOrCancel isSubmitting={isSubmitting} onCancel={onDone} />
      </fieldset>
    </form>
  );
}
