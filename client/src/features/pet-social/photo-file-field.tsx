/** The photo picker of the share form: one image file, upload progress and a preview once it is stored. */
import type { PhotoUpload } from "./use-photo-upload";

export function PhotoFileField({ upload }: { upload: PhotoUpload }) {
  const { isUploading, progress, objectPath } = upload;
  return (
    <div className="grid gap-1.5">
      <label htmlFor="pet-photo-file" className="text-sm font-medium text-ink">
        Photo
      </label>
      <input
        id="pet-photo-file"
        type="file"
        accept="image/*"
        aria-describedby="pet-photo-file-hint"
        disabled={isUploading}
        className="block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:text-white"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Clear the input so choosing the same file again after a refusal still triggers a change.
          event.currentTarget.value = "";
          if (file) void upload.upload(file);
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
      {objectPath && (
        <img
          src={`${objectPath}?size=thumb`}
          alt="Preview of your uploaded photo"
          width={480}
          height={360}
          className="mt-2 h-40 w-auto rounded-lg object-cover"
        />
      )}
    </div>
  );
}
