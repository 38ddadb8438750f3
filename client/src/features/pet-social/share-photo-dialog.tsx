/** Share Photo (spec §5): upload an image first, then name the pet; guests also give their name. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PHOTO_PET_TYPES } from "@shared/constants";
import { insertPetPhotoSchema } from "@shared/schema";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, OptionItems, Select, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useSessionUser } from "@/features/auth/use-session";
import { errorMessage } from "@/lib/api";
import { useCreatePetPhoto } from "./hooks";
import { PhotoFileField } from "./photo-file-field";
import { usePhotoUpload } from "./use-photo-upload";

const photoDetailsSchema = insertPetPhotoSchema.omit({ imageUrl: true });
const DEFAULT_VALUES = { petName: "", petType: "", description: "", ownerName: "" };

export function SharePhotoDialog({ triggerLabel = "Share Photo" }: { triggerLabel?: string }) {
  const user = useSessionUser();
  const createPhoto = useCreatePetPhoto();
  const upload = usePhotoUpload();
  const [isOpen, setIsOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(photoDetailsSchema), defaultValues: DEFAULT_VALUES });
  const { errors, isSubmitting } = form.formState;

  const handleOpenChange = (open: boolean) => {
    form.reset(DEFAULT_VALUES);
    upload.reset();
    setIsOpen(open);
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    if (!upload.objectPath) {
      toast({
        title: "Please upload a photo first",
        description: "Select a photo before submitting",
        variant: "destructive",
      });
      return;
    }
    try {
      // A member's name comes from the session on the server; only guests name themselves.
      await createPhoto.mutateAsync({
        imageUrl: upload.objectPath,
        petName: values.petName,
        petType: values.petType,
        description: values.description ?? "",
        ownerName: user ? user.username : values.ownerName,
      });
    } catch (error) {
      toast({ title: `Failed to share pet photo: ${errorMessage(error)}`, variant: "destructive" });
      return;
    }
    handleOpenChange(false);
    toast({ title: "Success", description: "Pet photo shared successfully!" });
  });

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
    </FormDialog>
  );
}
