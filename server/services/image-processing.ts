/**
 * What an upload may be and what is kept of it: the type is read from the bytes (never the name
 * or the Content-Type), and the image is re-encoded so no metadata (EXIF, GPS) survives.
 *
 * Decoding is bounded by what it would cost, not by the file's size: a 1 MB PNG can promise a
 * gigabyte of pixels (docs/security.md#what-is-guaranteed). The header is read first and an image
 * whose decoded size is over budget is refused with 413 before any pixel is decoded; decoding runs
 * one image at a time through a bounded queue, each image is decoded once, and a stuck decode is
 * stopped.
 */
import sharp, { type Metadata } from "sharp";
import { createBoundedQueue } from "../lib/bounded-queue";
import { payloadTooLarge, unsupportedMediaType } from "../lib/http-error";

export type ImageType = "image/jpeg" | "image/png" | "image/webp" | "image/gif";

/** The longest side of each stored size, in pixels. */
export const DISPLAY_MAX_SIDE = 1600;
export const THUMB_MAX_SIDE = 480;

/**
 * 50 megapixels: the largest photo a phone writes by default (48-50 MP sensors save 8064×6048 =
 * 48.8 MP in full-resolution mode; 108-200 MP sensors save binned 12-50 MP photos unless a
 * special mode is chosen). Anything larger is not a phone photo, and we keep only 1600 px of it.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * What decoding may claim: 300 MB, enough for a 50 MP 8-bit RGB photo even when progressive (a
 * progressive JPEG or interlaced PNG is counted twice: the decoder holds the whole image, or its
 * coefficients, before handing over the first row, where a baseline one streams row by row).
 * A 16-bit RGBA interlaced PNG may then have about 9 MP; the probe's bomb (120 MP) would need 1.9 GB.
 */
export const MAX_DECODED_BYTES = 300 * 1024 * 1024;
/** A decode that takes longer is stopped: a phone photo takes about a second. */
const DECODE_TIMEOUT_SECONDS = 20;

const NOT_AN_IMAGE = "Only JPEG, PNG, WebP or GIF images can be uploaded";
export const IMAGE_TOO_LARGE_MESSAGE = `This image is too large to process. Please upload a photo of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels, such as one straight from a phone camera.`;
export const IMAGE_TOO_SLOW_MESSAGE = "This image took too long to process. Please upload a smaller photo.";
export const PROCESSING_BUSY_MESSAGE = "We are processing other photos right now. Please try again in a few seconds.";

// libvips' own thread pool per image (sharp's default is the core count, or 1 on glibc without
// jemalloc) and its operation cache, which only ever holds other people's photos: capped for the
// whole process, whoever imports this first.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Uploads decode one at a time, a few wait (each holds its body, at most 10 MB), and the rest are
 * told to come back: on two cores, parallel decodes only add memory and slow every other request.
 */
export const imageProcessingQueue = createBoundedQueue({
  concurrency: 1,
  maxWaiting: 4,
  retryAfterSeconds: 5,
  busyMessage: PROCESSING_BUSY_MESSAGE,
});

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

const BYTES_PER_SAMPLE: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** The bytes decoding an image with this header would hold: pixels × channels × sample size, twice if progressive. */
export function decodedBytes(
  header: Pick<Metadata, "width" | "height" | "channels" | "depth" | "isProgressive">,
): number {
  const sampleBytes = BYTES_PER_SAMPLE[header.depth ?? ""] ?? 8;
  return header.width * header.height * header.channels * sampleBytes * (header.isProgressive ? 2 : 1);
}

/** The header of `bytes` (no pixel is decoded); 415 when sharp cannot read one. */
async function readHeader(bytes: Buffer): Promise<Metadata> {
  try {
    return await sharp(bytes).metadata();
  } catch {
    throw unsupportedMediaType(NOT_AN_IMAGE);
  }
}

export interface ProcessedImage {
  type: ImageType;
  display: Buffer;
  thumb: Buffer;
}

/**
 * Checks the bytes are an image and makes the display and thumbnail WebPs: 415 when they are not
 * one, 413 when decoding it would cost too much memory or time, 503 (Retry-After) when the queue is full.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = sniffImageType(bytes);
  if (!type) throw unsupportedMediaType(NOT_AN_IMAGE);
  const header = await readHeader(bytes);
  if (header.width * header.height > MAX_INPUT_PIXELS || decodedBytes(header) > MAX_DECODED_BYTES)
    throw payloadTooLarge(IMAGE_TOO_LARGE_MESSAGE);
  return imageProcessingQueue.run(async () => ({ type, ...(await resizedCopies(bytes)) }));
}

/** Decodes `bytes` once into the display size, then makes the thumbnail from that. */
async function resizedCopies(bytes: Buffer): Promise<Pick<ProcessedImage, "display" | "thumb">> {
  try {
    // A valid header followed by anything else (HTML, a truncated file) fails to decode: also 415.
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked.
    const display = await resized(
      sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).rotate(),
      DISPLAY_MAX_SIDE,
    );
    // The display copy is at most 1600 px: decoding it again costs a few milliseconds, not a second photo.
    const thumb = await resized(sharp(display), THUMB_MAX_SIDE);
    return { display, thumb };
  } catch (error) {
    if (error instanceof Error && /timeout/i.test(error.message)) throw payloadTooLarge(IMAGE_TOO_SLOW_MESSAGE);
    throw unsupportedMediaType(NOT_AN_IMAGE);
  }
}

function resized(source: sharp.Sharp, maxSide: number): Promise<Buffer> {
  return source
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
    .toBuffer();
}
