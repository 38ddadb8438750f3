/**
 * What an upload may be and what is kept of it: the type is read from the bytes (never the name
 * or the Content-Type), and the image is re-encoded so no metadata (EXIF, GPS) survives.
 */
import sharp, { type Sharp } from "sharp";
import { HttpError } from "../lib/http-error";

export type ImageType = "image/jpeg" | "image/png" | "image/webp" | "image/gif";

/** The longest side of each stored size, in pixels. */
export const DISPLAY_MAX_SIDE = 1600;
export const THUMB_MAX_SIDE = 480;

/** Larger than any phone camera's photo; bounds the memory a decompression bomb could claim. */
const MAX_INPUT_PIXELS = 120_000_000;
const NOT_AN_IMAGE = "Only JPEG, PNG, WebP or GIF images can be uploaded";

/** The image type announced by the file's first bytes, or null for anything else. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (
    bytes
      .subarray(0, 6)
      .toString("latin1")
      .match(/^GIF8[79]a$/)
  )
    return "image/gif";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP")
    return "image/webp";
  return null;
}

export interface ProcessedImage {
  type: ImageType;
  display: Buffer;
  thumb: Buffer;
}

/** Checks the bytes are an image and makes the display and thumbnail WebPs. 415 otherwise. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, NOT_AN_IMAGE);
  // A valid header followed by anything else (HTML, a truncated file) fails to decode: also 415.
  // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked.
  const source = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  try {
    const [display, thumb] = await Promise.all([resized(source, DISPLAY_MAX_SIDE), resized(source, THUMB_MAX_SIDE)]);
    return { type, display, thumb };
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE);
  }
}

function resized(source: Sharp, maxSide: number): Promise<Buffer> {
  return source
    .clone()
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}
