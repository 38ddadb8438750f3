import { editPhotoSchema, type EditPhoto, type PhotoView } from "@shared/api";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { failureWithReason } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { SaveOrCancel } from "./save-or-cancel";

interface EditPhotoFormProps {
  photo: PhotoView;
  save: (body: EditPhoto) => Promise<unknown>;
  onDone: () => void;
}

/** A photo's pet name and caption in place: Save keeps the change (marked "edited"), Cancel leaves it. */
export function EditPhotoForm({ photo, save, onDone }: EditPhotoFormProps) {
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: editPhotoSchema,
    defaultValues: { petName: photo.petName, description: photo.description ?? "" },
    submit: save,
    onSuccess: () => {
      toast({ title: "Your photo has been updated." });
      onDone();
    },
    failureNotice: failureWithReason("Your change couldn't be saved. Your text is still here."),
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
        <SaveOrCancel isSubmitting={isSubmitting} onCancel={onDone} />
      </fieldset>
    </form>
  );
}
