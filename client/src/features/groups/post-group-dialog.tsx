import { GROUP_TYPES } from "@shared/constants";
import { insertGroupSchema } from "@shared/contracts/groups.body";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, OptionItems, Select, Textarea } from "@/components/ui/input";
import { failureWithReason } from "@/lib/form-errors";
import { useCreateForm } from "@/lib/use-create-form";
import { CrisisSupportPanel } from "@/features/safety/crisis-support-panel";
import { GuidelinesLink } from "@/features/safety/guidelines-link";
import { useCreateGroup } from "./hooks";

/** Anyone may post a group. */
export function PostGroupDialog() {
  const createGroup = useCreateGroup();
  const { form, isOpen, handleOpenChange, handleSubmit, isSubmitting, crisisPanel } = useCreateForm({
    schema: insertGroupSchema,
    defaultValues: { name: "", description: "", location: "", type: "", schedule: "", contactInfo: "" },
    create: createGroup.mutateAsync,
    successMessage: "Your group has been posted successfully!",
    failureNotice: failureWithReason("Failed to post group. Please try again."),
    crisisCheck: { texts: (group) => [group.name, group.description], focus: "description" },
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      title="Post Your Group"
      description="Let people nearby know where and when you meet."
      trigger={<Button>Post Your Group</Button>}
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      isSubmitting={isSubmitting}
      submitLabel="Post Group"
      submittingLabel="Posting..."
      onSubmit={handleSubmit}
    >
      <FormField id="group-name" label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register("name")} />}
      </FormField>
      <FormField id="group-type" label="Type" error={errors.type?.message}>
        {(control) => (
          <Select {...control} {...form.register("type")}>
            <option value="">Choose a type</option>
            <OptionItems options={GROUP_TYPES} />
          </Select>
        )}
      </FormField>
      <FormField id="group-description" label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} {...form.register("description")} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="group-location" label="Location" error={errors.location?.message}>
          {(control) => <Input {...control} placeholder="City, State" {...form.register("location")} />}
        </FormField>
        <FormField id="group-schedule" label="Schedule" error={errors.schedule?.message}>
          {(control) => <Input {...control} placeholder="Tuesdays 6-8pm" {...form.register("schedule")} />}
        </FormField>
      </div>
      <FormField id="group-contact" label="Contact info" error={errors.contactInfo?.message}>
        {(control) => <Input {...control} {...form.register("contactInfo")} />}
      </FormField>
      <GuidelinesLink />
      <CrisisSupportPanel {...crisisPanel} />
    </FormDialog>
  );
}
