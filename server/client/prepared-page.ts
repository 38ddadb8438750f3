/**
 * A rendered page ready to send many times: its bytes, gzipped once, and its ETag, so a page kept
 * for visitors costs no compression or hashing per request (a thread's page is tens of kilobytes).
 */
import crypto from "node:crypto";
import zlib from "node:zlib";
import type { Request, Response } from "express";

export interface PreparedPage {
  status: number;
  body: Buffer;
  gzipped: Buffer;
  etag: string;
}

export function preparePage(status: number, html: string): PreparedPage {
  const body = Buffer.from(html, "utf8");
  const hash = crypto.createHash("sha1").update(body).digest("base64url").slice(0, 27);
  return { status, body, gzipped: zlib.gzipSync(body), etag: `W/"${body.length.toString(16)}-${hash}"` };
}

/** Sends `page`, gzipped to a client that takes gzip; answers 304 to one that already holds it. */
export function sendPreparedPage(req: Request, res: Response, page: PreparedPage): void {
  res.append("Vary", "Accept-Encoding").setHeader("ETag", page.etag);
  const isGzipped = req.acceptsEncodings("gzip", "identity") === "gzip";
  // Set before the body: the compression middleware then leaves an encoded answer alone.
  if (isGzipped) res.setHeader("Content-Encoding", "gzip");
  res.status(page.status).send(isGzipped ? page.gzipped : page.body);
}
