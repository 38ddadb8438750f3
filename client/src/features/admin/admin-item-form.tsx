/** The add form of an admin list, built from its fields and validated with the shared insert schema. */
import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type UseFormReturn, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, OptionItems, Select, Textarea } from "@/components/ui/input";
import type { AdminField, AdminFormConfig } from "./admin-list-config";

interface AdminItemFormProps {
  listId: string;
  config: AdminFormConfig;
  /** Resolves once stored; rejects to keep the form as typed. */
  onCreate: (values: FieldValues) => Promise<void>;
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

export function AdminItemForm({ listId, config, onCreate, onCancel }: AdminItemFormProps) {
  const form = useForm<FieldValues, unknown, FieldValues>({
    resolver: zodResolver(config.schema),
    defaultValues: config.defaultValues,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onCreate(values);
    } catch {
      // The caller has shown the server's message; the form keeps what was typed.
      return;
    }
    form.reset(config.defaultValues);
  });

  return (
    <form
      noValidate
      onSubmit={submit}
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
