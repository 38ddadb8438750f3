/** Reads a raw request body into memory with a hard cap, for uploads that bypass the JSON parser. */
import type { Request } from "express";
import { payloadTooLarge } from "./http-error";

/**
 * The body's bytes; 413 with `tooLargeMessage` as soon as more than `maxBytes` are declared or
 * arrive. Nothing past the cap is kept: the rest of an oversized body is read and dropped so the
 * client still receives the 413 instead of a reset connection.
 */
export function readBodyWithLimit(req: Request, maxBytes: number, tooLargeMessage: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => payloadTooLarge(tooLargeMessage, { Connection: "close" });
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes) {
      req.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    let isOverLimit = false;
    req.on("data", (chunk: Buffer) => {
      if (isOverLimit) return;
      received += chunk.length;
      if (received > maxBytes) {
        isOverLimit = true;
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!isOverLimit) resolve(Buffer.concat(chunks, received));
    });
    req.on("error", reject);
  });
}
