/**
 * An answer ready to send many times: its bytes, its ETag, the headers its route set, and its
 * compressed forms, each made once on first need, so an answer kept for visitors costs no
 * compression or hashing per request (a thread's page is tens of kilobytes).
 */
import crypto from "node:crypto";
import zlib from "node:zlib";
import type { Request, Response } from "express";

export interface PreparedAnswer {
  status: number;
  body: Buffer;
  etag: string;
  /** What the route set beyond the body (Content-Type, Cache-Control, Link…), sent again with it. */
  headers: Record<string, string>;
  /** Made on first need: most answers are only ever asked for in one encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = "br" | "gzip";

/** Fast settings: an answer is compressed again after every write, and a kept one is small. */
const ENCODERS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => zlib.gzipSync(body),
};

/** Below this the headers would eat the saving (the compression middleware's threshold too). */
const COMPRESSION_THRESHOLD = 1024;

/** `body` ready to send: given an ETag (the route's own), else one made as Express makes them. */
export function prepareAnswer(
  status: number,
  body: Buffer | string,
  { etag, headers = {} }: { etag?: string; headers?: Record<string, string> } = {},
): PreparedAnswer {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  return { status, body: bytes, etag: etag ?? etagOf(bytes), headers, encoded: {} };
}

function etagOf(body: Buffer): string {
  const hash = crypto.createHash("sha1").update(body).digest("base64").slice(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

/** How many bytes `answer` holds in memory (what a cache's byte budget counts). */
export function preparedAnswerBytes(answer: PreparedAnswer): number {
  return answer.body.length + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0);
}

/**
 * Sends `answer`: brotli or gzip to a client that takes it; Express answers 304 to one that already
 * holds it (its ETag). Set before the body, Content-Encoding tells the compression middleware to
 * leave it alone.
 */
export function sendPreparedAnswer(req: Request, res: Response, answer: PreparedAnswer): void {
  res.set(answer.headers).vary("Accept-Encoding").setHeader("ETag", answer.etag);
  const encoding =
    answer.body.length >= COMPRESSION_THRESHOLD ? req.acceptsEncodings("br", "gzip", "identity") : "identity";
  if (encoding === "br" || encoding === "gzip") {
    answer.encoded[encoding] ??= ENCODERS[encoding](answer.body);
    res.setHeader("Content-Encoding", encoding);
    res.status(answer.status).send(answer.encoded[encoding]);
    return;
  }
  res.status(answer.status).send(answer.body);
}
