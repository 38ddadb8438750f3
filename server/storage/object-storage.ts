/**
 * Object storage: one interface, two drivers (local disk by default, Google Cloud Storage in
 * production), chosen by configuration. Keys are relative paths such as `uploads/<id>/display.webp`.
 */

import type { Readable } from "node:stream";
import type { SignedUpload } from "./upload-signature";

/** Where the browser sends a file: a URL it PUTs to, and headers it must send with it. */
export interface UploadTarget {
  id: string;
  expiresAt: Date;
  maxBytes: number;
  /** When known, the Content-Type the PUT must carry (GCS signs it). */
  contentType?: string;
}

export interface ObjectStorage {
  readonly driver: "local" | "gcs";
  /**
   * Content-Security-Policy sources the browser reaches directly rather than through this server
   * (GCS: the bucket its signed upload URLs point at). Empty when everything goes through us.
   */
  readonly browserSources: readonly string[];
  /** A URL the browser PUTs one file to, valid until `target.expiresAt`. */
  createUploadUrl(target: UploadTarget): Promise<string>;
  /**
   * The signed fields of an upload URL that points at this server (local driver), or null when
   * the query is not one this storage signed. GCS never sends uploads here, so it always says null.
   */
  verifyUploadUrl(id: string, query: Record<string, unknown>): SignedUpload | null;
  /** The key a direct upload (GCS) lands at before it is checked and processed. */
  originalKey(id: string): string;
  write(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the objects; keys that do not exist are ignored. */
  remove(keys: string[]): Promise<void>;
  /**
   * Writes an object from a stream, so a large file (a member's data export) never sits in memory
   * whole. Nothing is left at `key` when the stream fails.
   */
  writeStream(key: string, source: Readable, contentType: string): Promise<void>;
  /** The object as a stream, or null when there is none (a download too large to buffer). */
  readStream(key: string): Promise<Readable | null>;
}

/** The processed sizes every stored image has. */
export const IMAGE_VARIANTS = ["display", "thumb"] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** Storage key of one processed size of an upload. */
export function variantKey(id: string, variant: ImageVariant): string {
  return `uploads/${id}/${variant}.webp`;
}
