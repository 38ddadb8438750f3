/**
 * One photo upload: checks the file in the browser (the server checks again), asks for an upload
 * URL, PUTs the file with progress, and remembers the object path the pet photo will point at.
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
  upload: (file: File) => Promise<void>;
  reset: () => void;
}

function isAcceptedImage(file: File): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

export function usePhotoUpload(): PhotoUpload {
  const [isUploading, setIsUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [objectPath, setObjectPath] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setIsUploading(false);
    setProgress(0);
    setObjectPath(null);
  }, []);

  // Leaving the page mid-upload stops the transfer.
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      // Images only, at most 10485760 bytes, as the server enforces (docs/decisions.md#what-the-server-accepts).
      if (file.size > MAX_UPLOAD_BYTES) {
        window.alert(UPLOAD_TOO_LARGE_MESSAGE);
        return;
      }
      if (!isAcceptedImage(file)) {
        window.alert(NOT_AN_IMAGE_MESSAGE);
        return;
      }
      reset();
      const current = new AbortController();
      controller.current = current;
      setIsUploading(true);
      try {
        const ticket = await requestUploadTicket(file.type);
        await putFile(ticket.uploadURL, file, setProgress, current.signal);
        if (!current.signal.aborted) setObjectPath(ticket.objectPath);
      } catch (error) {
        if (current.signal.aborted) return;
        window.alert(`Failed to upload photo: ${errorMessage(error) || "Please try again."}`);
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setIsUploading(false);
        }
      }
    },
    [reset],
  );

  return { isUploading, progress, objectPath, upload, reset };
}
