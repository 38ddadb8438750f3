/**
 * The photo picker of the share form: one image file, its name and a preview at once (the
 * browser's copy), upload progress, then the server's processed copy once it can be shown.
 */
import { LocalPhotoPreview } from "./local-photo-preview";
import { useProcessedPreview } from "./use-processed-preview";
import type { PhotoUpload } from "./use-photo-upload";

const PREVIEW_LABEL = "Preview of your uploaded photo";

export function PhotoFileField({ upload }: { upload: PhotoUpload }) {
  const { isUploading, progress, objectPath, file } = upload;
  const processedPreview = useProcessedPreview(objectPath ? `${objectPath}?size=thumb` : null);
  return (
    // min-w-0 and wrapping anywhere: a camera's long file name must not widen the form.
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor="pet-photo-file" className="text-sm font-medium text-ink">
        Photo
      </label>
      <input
        id="pet-photo-file"
        type="file"
        accept="image/*"
        aria-describedby="pet-photo-file-hint"
        disabled={isUploading}
        className="block w-full min-w-0 text-sm text-ink file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:text-white"
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          // The field keeps the chosen file's name; after a refusal it is cleared, so choosing the
          // same file again still counts as a change.
          void upload.upload(file).then((accepted) => {
            if (!accepted) input.value = "";
          });
        }}
      />
      <p id="pet-photo-file-hint" className="text-sm text-muted">
        JPEG, PNG, WebP or GIF, less than 10MB.
      </p>
      {isUploading && (
        <div className="grid gap-1">
          <p className="text-sm text-ink" aria-live="polite">
            Uploading...
          </p>
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
          >
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
        </div>
      )}
      {file && (
        <p className="text-sm text-ink [overflow-wrap:anywhere]" aria-live="polite">
          Chosen: {file.name}
        </p>
      )}
      {processedPreview ? (
        <img
          src={processedPreview}
          alt={PREVIEW_LABEL}
          width={480}
          height={360}
          className="mt-2 h-40 w-auto max-w-full rounded-lg object-cover"
        />
      ) : (
        file && <LocalPhotoPreview file={file} label={PREVIEW_LABEL} />
      )}
    </div>
  );
}
