/**
 * A PNG decompression bomb for upload tests and the bomb benchmark: a valid, zero-filled RGBA
 * image whose header promises far more pixels than its bytes suggest. Built by hand with zlib,
 * streaming the zeros, so making it never holds the decoded image in memory.
 */
import zlib from "node:zlib";

export interface PngBombOptions {
  width: number;
  height: number;
  /** 8 or 16 bits per sample. */
  bitDepth?: 8 | 16;
  /** Adam7 interlacing, which makes a decoder hold the whole image at once. */
  isInterlaced?: boolean;
}

// Adam7's seven passes: starting column and row, then the step between them.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes of filtered scanlines a decoder inflates: one filter byte per row plus the row's samples. */
function scanlineBytes(width: number, height: number, bytesPerPixel: number, isInterlaced: boolean): number {
  const passes = isInterlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  let total = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const passWidth = Math.ceil(Math.max(0, width - x0) / dx);
    const passHeight = Math.ceil(Math.max(0, height - y0) / dy);
    if (passWidth > 0 && passHeight > 0) total += passHeight * (1 + passWidth * bytesPerPixel);
  }
  return total;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** Deflates `length` zero bytes a megabyte at a time. */
async function deflatedZeros(length: number): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const finished = new Promise<void>((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = length; left > 0; left -= zeros.length) {
    const part = left >= zeros.length ? zeros : zeros.subarray(0, left);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await finished;
  return Buffer.concat(parts);
}

/** A zero-filled RGBA PNG (by default 16-bit and interlaced, the costliest to decode). */
export async function pngBomb(options: PngBombOptions): Promise<Buffer> {
  const { width, height, bitDepth = 16, isInterlaced = true } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(bitDepth, 8);
  header.writeUInt8(6, 9); // colour type 6: RGBA
  header.writeUInt8(0, 10); // deflate
  header.writeUInt8(0, 11); // adaptive filtering
  header.writeUInt8(isInterlaced ? 1 : 0, 12);
  const bytesPerPixel = (4 * bitDepth) / 8;
  const data = await deflatedZeros(scanlineBytes(width, height, bytesPerPixel, isInterlaced));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", data),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The probe's bomb: 10950×10950, 16-bit RGBA, Adam7 interlaced, about 1 MB. */
export function probeBomb(): Promise<Buffer> {
  return pngBomb({ width: 10950, height: 10950 });
}
