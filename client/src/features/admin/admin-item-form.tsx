/** The add form of an admin list, built from its fields, on the one form recipe (lib/use-api-form.ts). */
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, OptionItems, Select, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import type { AdminField, AdminFormConfig } from "./admin-list-config";

interface AdminItemFormProps {
  listId: string;
  config: AdminFormConfig;
  create: (values: FieldValues) => Promise<unknown>;
  /** Called once the item is stored and the success toast shown. */
  onCreated: () => void;
  onCancel: () => void;
}

function Control({
  field,
  form,
  control,
}: {
  field: AdminField;
  form: UseFormReturn<FieldValues, unknown, FieldValues>;
  control: object;
}) {
  const registered = form.register(field.name);
  if (field.kind === "textarea") return <Textarea {...control} {...registered} />;
  if (field.kind === "select") {
    return (
      <Select {...control} {...registered}>
        {/* Fields with a default (category colour) start on it; the others ask for a choice. */}
        <option value="">Choose {field.label.toLowerCase()}</option>
        <OptionItems options={field.options} />
      </Select>
    );
  }
  const type = field.kind === "date" ? "date" : field.kind === "number" ? "number" : "text";
  return <Input type={type} {...control} {...registered} />;
}

export function AdminItemForm({ listId, config, create, onCreated, onCancel }: AdminItemFormProps) {
  const { form, handleSubmit, isSubmitting } = useApiForm<FieldValues, FieldValues, unknown>({
    schema: config.schema,
    defaultValues: config.defaultValues,
    submit: create,
    onSuccess: () => {
      toast({ title: config.addedMessage });
      form.reset(config.defaultValues);
      onCreated();
    },
    // Admin calls show the server's own words; the form keeps what was typed.
    failureNotice: (error) => ({ title: errorMessage(error) }),
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label={`Add ${listId}`}
      className="mb-6 rounded-xl border border-muted/30 bg-white p-4"
    >
      <fieldset disabled={isSubmitting} className="grid gap-4">
        {config.fields.map((field) => {
          const id = `admin-${listId}-${field.name}`;
          const message = errors[field.name]?.message;
          return (
            <FormField
              key={field.name}
              id={id}
              label={field.label}
              error={typeof message === "string" ? message : undefined}
            >
              {(control) => <Control field={field} form={form} control={control} />}
            </FormField>
          );
        })}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">{isSubmitting ? "Saving..." : "Save"}</Button>
        </div>
      </fieldset>
    </form>
  );
}
