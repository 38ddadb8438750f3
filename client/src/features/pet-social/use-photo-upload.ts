/**
 * One photo upload: checks the file in the browser (the server checks again), asks for an upload
 * URL, PUTs the file with progress, and remembers the object path the pet photo will point at.
 * The chosen file is shown at once from the browser's own copy (an object URL, released when
 * another file is chosen, the form resets or the form goes away), so choosing never looks failed
 * while the server is still processing the image.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from "@shared/constants";
import { errorMessage } from "@/lib/form-errors";
import { putFile, requestUploadTicket } from "./api";

export const NOT_AN_IMAGE_MESSAGE = "Please choose a JPEG, PNG, WebP or GIF image";

export interface PhotoUpload {
  isUploading: boolean;
  /** 0–100 while uploading. */
  progress: number;
  /** Where the uploaded image lives, once it has arrived. */
  objectPath: string | null;
  /** The accepted file, shown by name and, through `localPreviewUrl`, as a picture before it is uploaded. */
  fileName: string | null;
  localPreviewUrl: string | null;
  /** Uploads `file`; false when it was refused before upload or the upload failed. */
  upload: (file: File) => Promise<boolean>;
  reset: () => void;
}

function isAcceptedImage(file: File): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

export function usePhotoUpload(): PhotoUpload {
  const [isUploading, setIsUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [objectPath, setObjectPath] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [localPreviewUrl, setLocalPreviewUrl] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const previewUrl = useRef<string | null>(null);

  const showLocally = useCallback((file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = file ? URL.createObjectURL(file) : null;
    setLocalPreviewUrl(previewUrl.current);
    setFileName(file?.name ?? null);
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setIsUploading(false);
    setProgress(0);
    setObjectPath(null);
    showLocally(null);
  }, [showLocally]);

  // Leaving the page mid-upload stops the transfer and releases the browser's copy of the picture.
  useEffect(
    () => () => {
      controller.current?.abort();
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const upload = useCallback(
    async (file: File) => {
      // Images only, at most 10485760 bytes, as the server enforces (docs/decisions.md#what-the-server-accepts).
      if (file.size > MAX_UPLOAD_BYTES) {
        window.alert(UPLOAD_TOO_LARGE_MESSAGE);
        return false;
      }
      if (!isAcceptedImage(file)) {
        window.alert(NOT_AN_IMAGE_MESSAGE);
        return false;
      }
      reset();
      showLocally(file);
      const current = new AbortController();
      controller.current = current;
      setIsUploading(true);
      try {
        const ticket = await requestUploadTicket(file.type);
        await putFile(ticket.uploadURL, file, setProgress, current.signal);
        if (!current.signal.aborted) setObjectPath(ticket.objectPath);
        return true;
      } catch (error) {
        if (current.signal.aborted) return false;
        showLocally(null);
        window.alert(`Failed to upload photo: ${errorMessage(error) || "Please try again."}`);
        return false;
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setIsUploading(false);
        }
      }
    },
    [reset, showLocally],
  );

  return { isUploading, progress, objectPath, fileName, localPreviewUrl, upload, reset };
}
