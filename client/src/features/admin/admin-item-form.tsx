/**
 * The add form of an admin list, built from its fields, on the one form recipe (lib/use-api-form.ts);
 * given an item, the same form edits it (the fields its config's `edit` names, filled from the item).
 */
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, OptionItems, Select, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { field as textOf, type AdminField, type AdminFormConfig, type AdminItem } from "./admin-list-config";

interface AdminItemFormProps {
  listId: string;
  config: AdminFormConfig;
  /** The item being edited; none when adding one. */
  item?: AdminItem;
  /** Creates the item, or saves the edited one. */
  submit: (values: FieldValues) => Promise<unknown>;
  /** Called once the item is stored and the success toast shown. */
  onDone: () => void;
  onCancel: () => void;
}

/** What the form asks for and how it checks it: the whole add form, or the editable fields of `item`. */
function formFor(config: AdminFormConfig, item: AdminItem | undefined) {
  if (!item || !config.edit) {
    return {
      schema: config.schema,
      fields: config.fields,
      defaultValues: config.defaultValues,
      message: config.addedMessage,
    };
  }
  const names = config.edit.fields;
  return {
    schema: config.edit.schema,
    fields: config.fields.filter((candidate) => names.includes(candidate.name)),
    defaultValues: Object.fromEntries(names.map((name) => [name, textOf(item, name)])),
    message: config.edit.savedMessage,
  };
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

export function AdminItemForm({ listId, config, item, submit, onDone, onCancel }: AdminItemFormProps) {
  const { schema, fields, defaultValues, message } = formFor(config, item);
  const { form, handleSubmit, isSubmitting } = useApiForm<FieldValues, FieldValues, unknown>({
    schema,
    defaultValues,
    submit,
    onSuccess: () => {
      toast({ title: message });
      form.reset(defaultValues);
      onDone();
    },
    // Admin calls show the server's own words; the form keeps what was typed.
    failureNotice: (error) => ({ title: errorMessage(error) }),
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label={item ? `Edit ${textOf(item, "title") || listId}` : `Add ${listId}`}
      className="mb-6 rounded-xl border border-muted/30 bg-white p-4"
    >
      <fieldset disabled={isSubmitting} className="grid gap-4">
        {fields.map((field) => {
          const id = `admin-${listId}-${item ? `${item.id}-` : ""}${field.name}`;
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
