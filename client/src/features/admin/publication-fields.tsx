/**
 * Drafts and scheduling in /admin's forms (shared/publication.ts): an article or a featured item
 * is saved as a draft, published now, or scheduled for a date and time in the moderator's own
 * time zone; the server publishes it then. Once published, it stays published.
 */
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { PUBLICATION_STATUS_OPTIONS, type PublicationStatus } from "@shared/publication";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { field, type AdminItem } from "./admin-list-config";

/** What each choice is called where the moderator makes it. */
const CHOICES: { value: PublicationStatus; label: string; hint: string }[] = [
  { value: "draft", label: "Save draft", hint: "Only moderators can see it, here." },
  { value: "published", label: "Publish now", hint: "Everyone can read it straight away." },
  { value: "scheduled", label: "Schedule", hint: "It publishes itself at the time you choose." },
];

/** An ISO time as a date-time input shows it: "2026-05-01T09:30", in this browser's time zone. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** "Nov 26, 2026, 11:30 AM" in this browser's time zone: when a scheduled item goes out. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** An item's publication state (items from before drafts existed are published). */
export function publicationOf(item: AdminItem): PublicationStatus {
  const status = field(item, "status");
  return PUBLICATION_STATUS_OPTIONS.some((option) => option.value === status)
    ? (status as PublicationStatus)
    : "published";
}

/** The form's values for an item's publication: its state, and its time when scheduled. */
export function publicationDefaults(item: AdminItem | undefined): { status: PublicationStatus; publishAt: string } {
  if (!item) return { status: "published", publishAt: "" };
  const publishAt = field(item, "publishAt");
  return { status: publicationOf(item), publishAt: publishAt ? localDateTime(publishAt) : "" };
}

/** A badge's words for an item's state: "Draft", "Scheduled" or "Published". */
export function publicationLabel(item: AdminItem): string {
  const status = publicationOf(item);
  return PUBLICATION_STATUS_OPTIONS.find((option) => option.value === status)!.label;
}

/** When a scheduled item goes out, as its row says under its badge; undefined for any other. */
export function publicationTime(item: AdminItem): string | undefined {
  const publishAt = field(item, "publishAt");
  return publicationOf(item) === "scheduled" && publishAt ? `Publishes ${formatDateTime(publishAt)}` : undefined;
}

export function PublicationFields({
  id,
  form,
}: {
  id: string;
  form: UseFormReturn<FieldValues, unknown, FieldValues>;
}) {
  const status = form.watch("status") as PublicationStatus;
  const error = form.formState.errors.publishAt?.message;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">When should readers see it?</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-brand-100 p-3 text-ink hover:bg-brand-50"
          >
            <input type="radio" value={choice.value} className="mt-1 h-4 w-4" {...form.register("status")} />
            <span>
              {choice.label}
              <span className="block text-sm text-muted">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {status === "scheduled" && (
        <FormField
          id={`${id}-publishAt`}
          label="Publish on"
          hint="Your own time zone. It goes out within a few seconds of this time."
          error={typeof error === "string" ? error : undefined}
        >
          {(control) => <Input type="datetime-local" {...control} {...form.register("publishAt")} />}
        </FormField>
      )}
    </fieldset>
  );
}
