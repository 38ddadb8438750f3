/**
 * One photo upload: checks the file in the browser (the server checks again), asks for an upload
 * URL, PUTs the file with progress, and remembers the object path the pet photo will point at.
 * The chosen file is kept, so the form shows it at once from the browser's own copy
 * (./local-photo-preview.tsx) and choosing never looks failed while the server processes it.
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
  /** The accepted file, shown by name and as a picture before the server's copy is ready. */
  file: File | null;
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
  const [file, setFile] = useState<File | null>(null);
  const controller = useRef<AbortController | null>(null);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setIsUploading(false);
    setProgress(0);
    setObjectPath(null);
    setFile(null);
  }, []);

  // Leaving the page mid-upload stops the transfer.
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (chosen: File) => {
      // Images only, at most 10485760 bytes, as the server enforces (docs/decisions.md#what-the-server-accepts).
      if (chosen.size > MAX_UPLOAD_BYTES) {
        window.alert(UPLOAD_TOO_LARGE_MESSAGE);
        return false;
      }
      if (!isAcceptedImage(chosen)) {
        window.alert(NOT_AN_IMAGE_MESSAGE);
        return false;
      }
      reset();
      setFile(chosen);
      const current = new AbortController();
      controller.current = current;
      setIsUploading(true);
      try {
        const ticket = await requestUploadTicket(chosen.type);
        await putFile(ticket.uploadURL, chosen, setProgress, current.signal);
        if (!current.signal.aborted) setObjectPath(ticket.objectPath);
        return true;
      } catch (error) {
        if (current.signal.aborted) return false;
        setFile(null);
        window.alert(`Failed to upload photo: ${errorMessage(error) || "Please try again."}`);
        return false;
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setIsUploading(false);
        }
      }
    },
    [reset],
  );

  return { isUploading, progress, objectPath, file, upload, reset };
}
