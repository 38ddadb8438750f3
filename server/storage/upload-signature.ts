/**
 * Same-origin upload URLs for the local driver, signed with HMAC-SHA256 over the upload id, the
 * expiry and the size limit, so none of them can be changed without the server's secret.
 */
import crypto from "node:crypto";

export interface SignedUpload {
  id: string;
  expires: number;
  max: number;
}

function signature(secret: string, upload: SignedUpload): string {
  return crypto.createHmac("sha256", secret).update(`${upload.id}\n${upload.expires}\n${upload.max}`).digest("hex");
}

/** `/objects/upload/<id>?expires=..&max=..&sig=..` (expires in Unix milliseconds). */
export function signUploadPath(secret: string, upload: SignedUpload): string {
  const query = new URLSearchParams({
    expires: String(upload.expires),
    max: String(upload.max),
    sig: signature(secret, upload),
  });
  return `/objects/upload/${upload.id}?${query.toString()}`;
}

/** The signed fields when the query carries a valid signature for `id`, otherwise null. */
export function verifyUploadQuery(secret: string, id: string, query: Record<string, unknown>): SignedUpload | null {
  const { expires, max, sig } = query;
  if (typeof expires !== "string" || typeof max !== "string" || typeof sig !== "string") return null;
  if (!/^\d{1,15}$/.test(expires) || !/^\d{1,12}$/.test(max) || !/^[0-9a-f]{64}$/.test(sig)) return null;
  const upload = { id, expires: Number(expires), max: Number(max) };
  const expected = Buffer.from(signature(secret, upload), "hex");
  return crypto.timingSafeEqual(expected, Buffer.from(sig, "hex")) ? upload : null;
}
