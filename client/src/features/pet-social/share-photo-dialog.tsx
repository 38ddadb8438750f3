/** Share Photo: upload an image first, then name the pet; guests also give their name. */
import { ITEM_PATHS } from "@shared/item-urls";
import { PHOTO_PET_TYPES } from "@shared/constants";
import { insertPetPhotoSchema } from "@shared/contracts/items.body";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, OptionItems, Select, Textarea } from "@/components/ui/input";
import { useSessionUser } from "@/features/auth/use-session";
import { errorMessage, type FailureNotice } from "@/lib/form-errors";
import { useCreateForm } from "@/lib/use-create-form";
import { CrisisSupportPanel } from "@/features/safety/crisis-support-panel";
import { GuidelinesLink } from "@/features/safety/guidelines-link";
import { PostingOptions } from "@/features/safety/posting-options";
import { contentWarningsOption, noindexOption, NO_WARNINGS } from "@/features/safety/posting-options-fields";
import { useCreatePetPhoto } from "./hooks";
import { PhotoFileField } from "./photo-file-field";
import { usePhotoUpload } from "./use-photo-upload";

const photoDetailsSchema = insertPetPhotoSchema
  .omit({ imageUrl: true })
  .extend({ ...contentWarningsOption, ...noindexOption });
const DEFAULT_VALUES = {
  petName: "",
  petType: "",
  description: "",
  ownerName: "",
  contentWarnings: NO_WARNINGS,
  noindex: false,
};

/** Submitting before the photo has arrived: refused here, with its own notice, and nothing is sent. */
class MissingPhotoError extends Error {}

function photoFailureNotice(error: unknown): FailureNotice {
  if (error instanceof MissingPhotoError) {
    return { title: "Please upload a photo first", description: "Select a photo before submitting" };
  }
  return { title: `Failed to share pet photo: ${errorMessage(error)}` };
}

export function SharePhotoDialog({ triggerLabel = "Share Photo" }: { triggerLabel?: string }) {
  const user = useSessionUser();
  const createPhoto = useCreatePetPhoto();
  const upload = usePhotoUpload();
  const { form, isOpen, handleOpenChange, handleSubmit, isSubmitting, crisisPanel } = useCreateForm({
    schema: photoDetailsSchema,
    defaultValues: DEFAULT_VALUES,
    create: (values) => {
      if (!upload.objectPath) return Promise.reject(new MissingPhotoError());
      // A member's name comes from the session on the server; only guests name themselves.
      return createPhoto.mutateAsync({
        imageUrl: upload.objectPath,
        petName: values.petName,
        petType: values.petType,
        description: values.description ?? "",
        ownerName: user ? user.username : values.ownerName,
        contentWarnings: values.contentWarnings,
        noindex: values.noindex,
      });
    },
    successMessage: "Pet photo shared successfully!",
    failureNotice: photoFailureNotice,
    onReset: upload.reset,
    crisisCheck: { texts: (photo) => [photo.petName, photo.description], focus: "description" },
    itemUrl: (photo) => ITEM_PATHS.photo(photo.id),
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      title="Share a Photo"
      description="Show the community the animal who helps you."
      trigger={<Button>{triggerLabel}</Button>}
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      isSubmitting={isSubmitting || upload.isUploading}
      submitLabel="Share Photo"
      submittingLabel={upload.isUploading ? "Uploading..." : "Sharing..."}
      onSubmit={handleSubmit}
    >
      <PhotoFileField upload={upload} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="photo-pet-name" label="Pet name" error={errors.petName?.message}>
          {(control) => <Input {...control} placeholder="My Pet" {...form.register("petName")} />}
        </FormField>
        <FormField id="photo-pet-type" label="Pet type" error={errors.petType?.message}>
          {(control) => (
            <Select {...control} {...form.register("petType")}>
              <option value="">Choose a pet type</option>
              <OptionItems options={PHOTO_PET_TYPES} />
            </Select>
          )}
        </FormField>
      </div>
      <FormField id="photo-description" label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register("description")} />}
      </FormField>
      {!user && (
        <FormField
          id="photo-owner-name"
          label="Your name"
          hint="Shown as 'Anonymous' when left empty."
          error={errors.ownerName?.message}
        >
          {(control) => <Input {...control} autoComplete="name" {...form.register("ownerName")} />}
        </FormField>
      )}
      <PostingOptions
        id="photo-options"
        contentWarnings={form.register("contentWarnings")}
        noindex={form.register("noindex")}
      />
      <GuidelinesLink />
      <CrisisSupportPanel {...crisisPanel} />
    </FormDialog>
  );
}
