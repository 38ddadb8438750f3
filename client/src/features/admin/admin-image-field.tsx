/**
 * Every image field of /admin (docs/decisions.md#site-images): choose a file (uploaded like a pet
 * photo, with the same checks) or paste an https address and import it (the server fetches it once
 * into our storage), then see a preview, describe the image (alt text, required while there is one)
 * or remove it. The form holds the image's object path in `imageUrl` and its description in
 * `imageAlt`; an outside address is never shown or saved, only offered for import.
 */
import { useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from "@shared/constants";
import { isSiteImagePath } from "@shared/site-image-path";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/form-errors";
import { putFile, requestUploadTicket } from "@/features/pet-social/api";
import { NOT_AN_IMAGE_MESSAGE } from "@/features/pet-social/use-photo-upload";
import { importSiteImage, siteImagePreviewUrl } from "./api";

export const IMAGE_URL_FIELD = "imageUrl";
export const IMAGE_ALT_FIELD = "imageAlt";

type Busy = { kind: "upload"; progress: number } | { kind: "import" } | null;

interface AdminImageFieldProps {
  /** Prefix of the controls' ids (unique per form). */
  id: string;
  label: string;
  form: UseFormReturn<FieldValues, unknown, FieldValues>;
}

export function AdminImageField({ id, label, form }: AdminImageFieldProps) {
  const imageUrl = String(form.watch(IMAGE_URL_FIELD) ?? "");
  const alt = String(form.watch(IMAGE_ALT_FIELD) ?? "");
  const hasImage = isSiteImagePath(imageUrl);
  const outsideUrl = imageUrl.trim() !== "" && !hasImage ? imageUrl.trim() : "";
  const [address, setAddress] = useState(outsideUrl);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the form mid-upload stops the transfer.
  useEffect(() => () => controller.current?.abort(), []);

  const { errors } = form.formState;
  const urlError = errors[IMAGE_URL_FIELD]?.message;
  const altError = errors[IMAGE_ALT_FIELD]?.message;

  function choose(objectPath: string) {
    form.setValue(IMAGE_URL_FIELD, objectPath, { shouldDirty: true, shouldValidate: true });
    setProblem(null);
  }

  async function upload(file: File) {
    // The same checks as a pet photo; the server checks again (type by the bytes, size, re-encoding).
    if (file.size > MAX_UPLOAD_BYTES) return setProblem(UPLOAD_TOO_LARGE_MESSAGE);
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return setProblem(NOT_AN_IMAGE_MESSAGE);
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProblem(null);
    setBusy({ kind: "upload", progress: 0 });
    try {
      const ticket = await requestUploadTicket(file.type);
      await putFile(ticket.uploadURL, file, (progress) => setBusy({ kind: "upload", progress }), current.signal);
      if (!current.signal.aborted) choose(ticket.objectPath);
    } catch (error) {
      if (!current.signal.aborted)
        setProblem(`The image could not be uploaded: ${errorMessage(error) || "please try again."}`);
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setBusy(null);
      }
    }
  }

  async function importAddress() {
    const url = address.trim();
    if (!url.startsWith("https://")) return setProblem("Please paste the image's full address, starting with https://");
    setProblem(null);
    setBusy({ kind: "import" });
    try {
      choose((await importSiteImage(url)).objectPath);
      setAddress("");
    } catch (error) {
      setProblem(`The image could not be imported: ${errorMessage(error) || "please try again."}`);
    } finally {
      setBusy(null);
    }
  }

  function remove() {
    form.setValue(IMAGE_URL_FIELD, "", { shouldDirty: true, shouldValidate: true });
    form.setValue(IMAGE_ALT_FIELD, "", { shouldDirty: true, shouldValidate: true });
    setProblem(null);
  }

  const previewUrl = hasImage ? siteImagePreviewUrl(imageUrl) : null;
  const fileId = `${id}-file`;
  const addressId = `${id}-address`;
  const altId = `${id}-alt`;
  const problemId = `${id}-problem`;
  const isBusy = busy !== null;

  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-muted/30 p-3 sm:p-4"
      aria-describedby={problem ? problemId : undefined}
    >
      <legend className="px-1 text-sm font-medium text-ink">{label}</legend>

      {previewUrl ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <img
            src={previewUrl}
            alt={alt.trim() ? `Preview: ${alt.trim()}` : "Preview of the chosen image"}
            width={240}
            height={135}
            className="h-32 w-full max-w-xs rounded-lg bg-brand-50 object-cover sm:w-60"
          />
          <Button variant="secondary" onClick={remove} disabled={isBusy} className="self-start">
            Remove image
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">
          {outsideUrl
            ? "This image is still on another site, so visitors see a placeholder. Import it below, or upload a copy."
            : "No image yet. Upload one, or import one from its address."}
        </p>
      )}

      <div className="grid gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-ink">
          {hasImage ? "Upload a different image" : "Upload an image"}
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/*"
          disabled={isBusy}
          aria-describedby={`${fileId}-hint`}
          className="block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:text-white"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) void upload(file);
          }}
        />
        <p id={`${fileId}-hint`} className="text-sm text-muted">
          JPEG, PNG, WebP or GIF, less than 10MB.
        </p>
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={addressId} className="text-sm font-medium text-ink">
          Or import from an address
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={addressId}
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={address}
            disabled={isBusy}
            aria-describedby={`${addressId}-hint`}
            onChange={(event) => setAddress(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter imports rather than submitting the whole form.
              if (event.key === "Enter") {
                event.preventDefault();
                void importAddress();
              }
            }}
          />
          <Button variant="secondary" onClick={() => void importAddress()} disabled={isBusy || address.trim() === ""}>
            {busy?.kind === "import" ? "Importing..." : "Import"}
          </Button>
        </div>
        <p id={`${addressId}-hint`} className="text-sm text-muted">
          We fetch a copy once and keep it here, so visitors never load it from the other site.
        </p>
      </div>

      {busy?.kind === "upload" && (
        <div className="grid gap-1">
          <p className="text-sm text-ink" aria-live="polite">
            Uploading...
          </p>
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={busy.progress}
            className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
          >
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${busy.progress}%` }} />
          </div>
        </div>
      )}
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {typeof urlError === "string" && <p className="text-sm text-red-700">{urlError}</p>}

      <div className="grid gap-1.5">
        <label htmlFor={altId} className="text-sm font-medium text-ink">
          Alt text{hasImage ? " (required)" : ""}
        </label>
        <Input
          id={altId}
          aria-invalid={Boolean(altError)}
          aria-describedby={`${altId}-hint${altError ? ` ${altId}-error` : ""}`}
          {...form.register(IMAGE_ALT_FIELD)}
        />
        <p id={`${altId}-hint`} className="text-sm text-muted">
          What the image shows, in a few words, for people who cannot see it.
        </p>
        {typeof altError === "string" && (
          <p id={`${altId}-error`} className="text-sm text-red-700">
            {altError}
          </p>
        )}
      </div>
    </fieldset>
  );
}
