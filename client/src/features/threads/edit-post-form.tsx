import { z } from "zod";
import { editPostSchema, type EditPost } from "@shared/contracts/items.body";
import type { ContentWarning } from "@shared/safety/content-warnings";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { CrisisSupportPanel } from "@/features/safety/crisis-support-panel";
import { GuidelinesLink } from "@/features/safety/guidelines-link";
import { isHeld, showHeldNotice } from "@/lib/held-notice-store";
import { PostingOptions } from "@/features/safety/posting-options";
import { anonymousOption, contentWarningsOption, noindexOption } from "@/features/safety/posting-options-fields";
import type { PostingOptionsBody } from "@/features/safety/posting-options-body";
import { failureWithReason } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { SaveOrCancel } from "./save-or-cancel";

const editPostFormSchema = editPostSchema.and(
  z.object({ ...contentWarningsOption, ...anonymousOption, ...noindexOption }),
);

interface EditPostFormProps {
  /** What is edited: a discussion or a story (both a title and a text). */
  noun: "discussion" | "story";
  item: { title: string; content: string; contentWarnings?: string[]; anonymous?: boolean; noindex?: boolean };
  save: (body: EditPost & PostingOptionsBody) => Promise<unknown>;
  onDone: () => void;
}

/** A discussion's or story's title and text in place: Save keeps the change (marked "edited"), Cancel leaves it. */
export function EditPostForm({ noun, item, save, onDone }: EditPostFormProps) {
  const options = {
    contentWarnings: (item.contentWarnings ?? []) as ContentWarning[],
    anonymous: item.anonymous ?? false,
    noindex: item.noindex ?? false,
  };
  const { form, handleSubmit, isSubmitting, crisisPanel } = useApiForm({
    schema: editPostFormSchema,
    defaultValues: { title: item.title, content: item.content, ...options },
    submit: save,
    onSuccess: (saved) => {
      if (isHeld(saved)) showHeldNotice();
      else toast({ title: `Your ${noun} has been updated.` });
      onDone();
    },
    failureNotice: failureWithReason("Your change couldn't be saved. Your text is still here."),
    crisisCheck: { texts: (edited) => [edited.title, edited.content], focus: "content" },
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
        <PostingOptions
          id="edit-post-options"
          contentWarnings={form.register("contentWarnings")}
          anonymous={form.register("anonymous")}
          noindex={form.register("noindex")}
          defaultOpen={options.contentWarnings.length > 0 || options.anonymous || options.noindex}
        />
        <GuidelinesLink lead="Please keep to our" />
        <CrisisSupportPanel {...crisisPanel} canPostAnonymously />
        <SaveOrCancel isSubmitting={isSubmitting} onCancel={onDone} />
      </fieldset>
    </form>
  );
}
