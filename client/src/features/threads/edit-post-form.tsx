import { editPostSchema, type EditPost } from "@shared/api";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { failureWithReason } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { SaveOrCancel } from "./save-or-cancel";

interface EditPostFormProps {
  /** What is edited: a discussion or a story (both a title and a text). */
  noun: "discussion" | "story";
  item: { title: string; content: string };
  save: (body: EditPost) => Promise<unknown>;
  onDone: () => void;
}

/** A discussion's or story's title and text in place: Save keeps the change (marked "edited"), Cancel leaves it. */
export function EditPostForm({ noun, item, save, onDone }: EditPostFormProps) {
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: editPostSchema,
    defaultValues: { title: item.title, content: item.content },
    submit: save,
    onSuccess: () => {
      toast({ title: `Your ${noun} has been updated.` });
      onDone();
    },
    failureNotice: failureWithReason("Your change couldn't be saved. Your text is still here."),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={`Edit ${noun}`} className="mb-6">
      <fieldset disabled={isSubmitting} className="grid gap-3">
        <FormField id="edit-post-title" label="Title" error={errors.title?.message}>
          {(control) => <Input {...control} autoFocus {...form.register("title")} />}
        </FormField>
        <FormField id="edit-post-content" label={`Your ${noun}`} error={errors.content?.message}>
          {(control) => <Textarea {...control} rows={8} {...form.register("content")} />}
        </FormField>
        <SaveOrCancel isSubmitting={isSubmitting} onCancel={onDone} />
      </fieldset>
    </form>
  );
}
