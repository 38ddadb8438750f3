import { z } from "zod";
import type { PhotoView } from "@shared/api";
import { editPhotoSchema, type EditPhoto } from "@shared/contracts/items.body";
import type { ContentWarning } from "@shared/safety/content-warnings";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { CrisisSupportPanel } from "@/features/safety/crisis-support-panel";
import { GuidelinesLink } from "@/features/safety/guidelines-link";
import { isHeld, showHeldNotice } from "@/lib/held-notice-store";
import { PostingOptions } from "@/features/safety/posting-options";
import { contentWarningsOption, noindexOption } from "@/features/safety/posting-options-fields";
import type { PostingOptionsBody } from "@/features/safety/posting-options-body";
import { failureWithReason } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { SaveOrCancel } from "./save-or-cancel";

const editPhotoFormSchema = editPhotoSchema.and(z.object({ ...contentWarningsOption, ...noindexOption }));

interface EditPhotoFormProps {
  photo: PhotoView;
  save: (body: EditPhoto & PostingOptionsBody) => Promise<unknown>;
  onDone: () => void;
}

/** A photo's pet name and caption in place: Save keeps the change (marked "edited"), Cancel leaves it. */
export function EditPhotoForm({ photo, save, onDone }: EditPhotoFormProps) {
  const options = {
    contentWarnings: (photo.contentWarnings ?? []) as ContentWarning[],
    noindex: photo.noindex ?? false,
  };
  const { form, handleSubmit, isSubmitting, crisisPanel } = useApiForm({
    schema: editPhotoFormSchema,
    defaultValues: { petName: photo.petName, description: photo.description ?? "", ...options },
    submit: save,
    onSuccess: (saved) => {
      if (isHeld(saved)) showHeldNotice();
      else toast({ title: "Your photo has been updated." });
      onDone();
    },
    failureNotice: failureWithReason("Your change couldn't be saved. Your text is still here."),
    crisisCheck: { texts: (edited) => [edited.petName, edited.description], focus: "description" },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit photo" className="mt-4">
      <fieldset disabled={isSubmitting} className="grid gap-3">
        <FormField id="edit-photo-name" label="Pet name" error={errors.petName?.message}>
          {(control) => <Input {...control} autoFocus {...form.register("petName")} />}
        </FormField>
        <FormField id="edit-photo-description" label="Description" error={errors.description?.message}>
          {(control) => <Textarea {...control} rows={4} {...form.register("description")} />}
        </FormField>
        <PostingOptions
          id="edit-photo-options"
          contentWarnings={form.register("contentWarnings")}
          noindex={form.register("noindex")}
          defaultOpen={options.contentWarnings.length > 0 || options.noindex}
        />
        <GuidelinesLink lead="Please keep to our" />
        <CrisisSupportPanel {...crisisPanel} />
        <SaveOrCancel isSubmitting={isSubmitting} onCancel={onDone} />
      </fieldset>
    </form>
  );
}
