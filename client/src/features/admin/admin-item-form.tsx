/**
 * The add form of an admin list, built from its fields, on the one form recipe (lib/use-api-form.ts),
 * its checked values typed as what the tab's create route reads (./api.ts); the same form edits an
 * item (the fields its config's `edit` names, filled from the item) and sends only the fields that
 * were changed, so the audit log names what a moderator changed.
 */
import { Fragment, type BaseSyntheticEvent } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, type FieldControlProps } from "@/components/ui/form-field";
import { Input, OptionItems, Select, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";
import { MarkdownPreview } from "@/features/blog/markdown-preview";
import { useApiForm, type ApiFormOptions } from "@/lib/use-api-form";
import { AdminImageField, IMAGE_ALT_FIELD, IMAGE_URL_FIELD } from "./admin-image-field";
import { field as textOf, type AdminField, type AdminFormConfig, type AdminItem } from "./admin-list-config";
import { useMe } from "./hooks";
import { PublicationFields, publicationDefaults, publicationOf } from "./publication-fields";

interface AdminFormProps {
  listId: string;
  /** Called once the item is stored and the success toast shown. */
  onDone: () => void;
  onCancel: () => void;
}

/** A stored value as its field shows it: a date input takes the day of an ISO timestamp. */
function shownValue(item: AdminItem, field: AdminField | undefined): string {
  const text = textOf(item, field?.name ?? "");
  return field?.kind === "date" ? text.slice(0, 10) : text;
}

/** Whether the form offers draft / publish now / schedule: for a new item, or one not yet published. */
function offersPublication(config: AdminFormConfig, item: AdminItem | undefined): boolean {
  return Boolean(config.publication) && (!item || publicationOf(item) !== "published");
}

/**
 * What the add form asks for and how it checks it: every field. A new item's Author starts as the
 * signed-in moderator's name (`byline`), which they may change.
 */
function addFormFor<Added extends FieldValues>(config: AdminFormConfig<Added>, byline: string | undefined) {
  const publication = offersPublication(config, undefined) ? publicationDefaults(undefined) : {};
  const { schema, defaultValues, addedMessage } = config.add!;
  const author = "author" in defaultValues && byline ? { author: byline } : {};
  return {
    schema,
    fields: config.fields,
    // The list's own defaults win over the general ones: an article starts as a draft.
    defaultValues: { ...publication, ...defaultValues, ...author },
    message: addedMessage,
  };
}

/** What the edit form asks for and how it checks it: the editable fields of `item`. */
function editFormFor(config: AdminFormConfig, item: AdminItem) {
  const publication = offersPublication(config, item) ? publicationDefaults(item) : {};
  const { schema, fields: names, savedMessage } = config.edit!;
  const fields = config.fields.filter((candidate) => names.includes(candidate.name));
  return {
    schema,
    fields,
    defaultValues: {
      ...Object.fromEntries(
        fields.flatMap((field) => [
          [field.name, shownValue(item, field)],
          // An image field holds its alt text too.
          ...(field.kind === "image" ? [[IMAGE_ALT_FIELD, textOf(item, IMAGE_ALT_FIELD)]] : []),
        ]),
      ),
      ...publication,
    },
    message: savedMessage,
  };
}

/**
 * The checked values of the fields the moderator changed (react-hook-form tracks which those are).
 * Some go together, so the server can check the one against the other: an image with its alt
 * text, and a publication change whole, its state with its time.
 */
function changedValues(values: FieldValues, dirty: Partial<Record<string, unknown>>): FieldValues {
  const isImageChanged = Boolean(dirty[IMAGE_URL_FIELD] || dirty[IMAGE_ALT_FIELD]);
  const isPublicationChanged = Boolean(dirty.status || dirty.publishAt);
  const together = [
    ...(isImageChanged ? [IMAGE_URL_FIELD, IMAGE_ALT_FIELD] : []),
    ...(isPublicationChanged ? ["status", "publishAt"] : []),
  ];
  return Object.fromEntries(Object.entries(values).filter(([name]) => dirty[name] || together.includes(name)));
}

function Control({
  field,
  form,
  control,
}: {
  field: AdminField;
  form: UseFormReturn<FieldValues, unknown, FieldValues>;
  control: FieldControlProps;
}) {
  const registered = form.register(field.name);
  if (field.kind === "textarea") return <Textarea {...control} {...registered} />;
  if (field.kind === "markdown")
    return <Textarea {...control} {...registered} rows={14} className="font-mono text-base" />;
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

/**
 * The one form recipe as both admin forms use it: saved, it says `message`, empties and calls
 * `onDone`; refused, it shows the server's own words and keeps what was typed.
 */
function useAdminForm<Out extends FieldValues>({
  schema,
  defaultValues,
  message,
  onDone,
  submit,
}: {
  schema: ApiFormOptions<FieldValues, Out, unknown>["schema"];
  defaultValues: FieldValues;
  message: string;
  onDone: () => void;
  submit: (values: Out, dirtyFields: UseFormReturn<FieldValues>["formState"]["dirtyFields"]) => Promise<unknown>;
}) {
  const { form, handleSubmit, isSubmitting } = useApiForm<FieldValues, Out, unknown>({
    schema,
    defaultValues,
    submit: async (values): Promise<unknown> => submit(values, form.formState.dirtyFields),
    onSuccess: () => {
      toast({ title: message });
      form.reset(defaultValues);
      onDone();
    },
    failureNotice: (error) => ({ title: errorMessage(error) }),
  });
  return { form, handleSubmit, isSubmitting };
}

/** Adding an item: the whole form, its checked values handed to `submit` as the tab's schema gives them. */
export function AdminAddForm<Added extends FieldValues>({
  listId,
  config,
  submit,
  onDone,
  onCancel,
}: AdminFormProps & { config: AdminFormConfig<Added>; submit: (values: Added) => Promise<unknown> }) {
  const moderator = useMe().data;
  const { schema, fields, defaultValues, message } = addFormFor(config, moderator?.username);
  const { form, handleSubmit, isSubmitting } = useAdminForm({ schema, defaultValues, message, onDone, submit });
  return (
    <AdminFormView
      listId={listId}
      fields={fields}
      withPublication={offersPublication(config, undefined)}
      form={form}
      handleSubmit={handleSubmit}
      isSubmitting={isSubmitting}
      onCancel={onCancel}
    />
  );
}

/** Editing `item`: its editable fields filled from it; only the changed ones go to `submit`. */
export function AdminEditForm({
  listId,
  config,
  item,
  submit,
  onDone,
  onCancel,
}: AdminFormProps & { config: AdminFormConfig; item: AdminItem; submit: (changes: FieldValues) => Promise<unknown> }) {
  const { schema, fields, defaultValues, message } = editFormFor(config, item);
  const { form, handleSubmit, isSubmitting } = useAdminForm({
    schema,
    defaultValues,
    message,
    onDone,
    // Saved unchanged, an edit has nothing to send: it closes as saved.
    submit: async (values, dirtyFields) => {
      const changes = changedValues(values, dirtyFields);
      return Object.keys(changes).length > 0 ? submit(changes) : undefined;
    },
  });
  return (
    <AdminFormView
      listId={listId}
      item={item}
      fields={fields}
      withPublication={offersPublication(config, item)}
      form={form}
      handleSubmit={handleSubmit}
      isSubmitting={isSubmitting}
      onCancel={onCancel}
    />
  );
}

/** The form itself, adding or editing: its fields, the publication choice where offered, Cancel and Save. */
function AdminFormView({
  listId,
  item,
  fields,
  withPublication,
  form,
  handleSubmit,
  isSubmitting,
  onCancel,
}: {
  listId: string;
  item?: AdminItem;
  fields: readonly AdminField[];
  withPublication: boolean;
  form: UseFormReturn<FieldValues, unknown, FieldValues>;
  handleSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  isSubmitting: boolean;
  onCancel: () => void;
}) {
  // Read while rendering, so react-hook-form keeps track of which fields were changed.
  const { errors, dirtyFields: _subscribed } = form.formState;

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
          if (field.kind === "image")
            return <AdminImageField key={field.name} id={id} label={field.label} form={form} />;
          const message = errors[field.name]?.message;
          return (
            <Fragment key={field.name}>
              <FormField
                id={id}
                label={field.label}
                hint={field.hint}
                error={typeof message === "string" ? message : undefined}
              >
                {(control) => <Control field={field} form={form} control={control} />}
              </FormField>
              {/* A Markdown field's preview sits under its box, hint and error. */}
              {field.kind === "markdown" && (
                <MarkdownPreview id={`${id}-preview`} content={String(form.watch(field.name) ?? "")} />
              )}
            </Fragment>
          );
        })}
        {withPublication && (
          <PublicationFields id={`admin-${listId}-${item ? `${item.id}-` : ""}publication`} form={form} />
        )}
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
