/** Members create wellness challenges; dates are chosen as days and sent as ISO timestamps. */
import { insertWellnessChallengeSchema } from "@shared/contracts/wellness-challenges.body";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { failureWithReason } from "@/lib/form-errors";
import { useCreateForm } from "@/lib/use-create-form";
import { useCreateChallenge } from "./hooks";

export function CreateChallengeDialog() {
  const createChallenge = useCreateChallenge();
  const { form, isOpen, handleOpenChange, handleSubmit, isSubmitting } = useCreateForm({
    schema: insertWellnessChallengeSchema,
    defaultValues: { title: "", description: "", startDate: "", endDate: "" },
    create: createChallenge.mutateAsync,
    successMessage: "Wellness challenge created successfully!",
    failureNotice: failureWithReason("Failed to create wellness challenge"),
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      title="Create a Wellness Challenge"
      description="Invite the community to a shared habit with their animals."
      trigger={<Button size="sm">Create</Button>}
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      isSubmitting={isSubmitting}
      submitLabel="Create Challenge"
      submittingLabel="Creating..."
      onSubmit={handleSubmit}
    >
      <FormField id="challenge-title" label="Title" error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register("title")} />}
      </FormField>
      <FormField id="challenge-description" label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={4} {...form.register("description")} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="challenge-start-date" label="Start date" error={errors.startDate?.message}>
          {(control) => <Input {...control} type="date" {...form.register("startDate")} />}
        </FormField>
        <FormField id="challenge-end-date" label="End date" error={errors.endDate?.message}>
          {(control) => <Input {...control} type="date" {...form.register("endDate")} />}
        </FormField>
      </div>
    </FormDialog>
  );
}
