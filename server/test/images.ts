/** Real image bytes for upload tests and benchmarks, made with sharp. */
import sharp from "sharp";

/** Random pixels: they compress like a photo, not like a flat colour. */
export function noisyPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 256) | 0;
  return pixels;
}

/** A noisy JPEG of the given size. */
export function noisyJpeg(width: number, height: number, quality = 85): Promise<Buffer> {
  return sharp(noisyPixels(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** A small flat-colour image in the given format. */
export function solidImage(format: "jpeg" | "png" | "webp" | "gif", width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#4a8c6f" } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying GPS coordinates and a copyright in its EXIF, stored sideways (orientation 6). */
export function jpegWithGps(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#4a8c6f" } })
    .jpeg()
    .withExifMerge({
      IFD0: { Copyright: "Test owner" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
