/** gzip for clients that ask for it (compression), without its per-response hooks for those that do not. */
import compression from "compression";
import type { RequestHandler } from "express";

/**
 * `compression` with `options`, skipped for a request without Accept-Encoding: compression would
 * answer it uncompressed anyway (identity), yet still wrap write/end and hook writeHead to decide
 * so. What it would have added, `Vary: Accept-Encoding` (on compressible answers), is set here on
 * every such answer, so a shared cache still keeps the plain and gzipped copies apart.
 */
export function compressResponses(options: compression.CompressionOptions): RequestHandler {
  const compress = compression(options);
  return (req, res, next) => {
    if (req.headers["accept-encoding"] === undefined) {
      res.setHeader("Vary", "Accept-Encoding");
      next();
      return;
    }
    compress(req, res, next);
  };
}
