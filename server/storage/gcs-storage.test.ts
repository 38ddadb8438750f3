/**
 * The GCS driver's upload URLs, checked offline: the URL is rebuilt into the V4 canonical request
 * and string-to-sign (cloud.google.com/storage/docs/authentication/signatures) and its signature is
 * verified with the public half of a key made here. No network.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@shared/constants";
import { createGcsStorage } from "./gcs-storage";

const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const credentials = {
  client_email: "uploader@pawswell-test.iam.gserviceaccount.com",
  private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
};

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Rebuilds what Google would sign for a PUT of this URL carrying `headers`. */
function stringToSign(url: URL, headers: Record<string, string>): string {
  const query = [...url.searchParams.entries()]
    .filter(([name]) => name !== "X-Goog-Signature")
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .sort()
    .join("&");
  const signedHeaders = url.searchParams.get("X-Goog-SignedHeaders")!.split(";");
  const all: Record<string, string> = { host: url.host, ...headers };
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${all[name]!.trim()}\n`).join("");
  const canonicalRequest = [
    "PUT",
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders.join(";"),
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const scope = url.searchParams.get("X-Goog-Credential")!.split("/").slice(1).join("/");
  return [
    "GOOG4-RSA-SHA256",
    url.searchParams.get("X-Goog-Date")!,
    scope,
    crypto.createHash("sha256").update(canonicalRequest).digest("hex"),
  ].join("\n");
}

describe("GCS upload URLs", () => {
  const storage = createGcsStorage({
    bucket: "pawswell-photos",
    storageOptions: { projectId: "pawswell-test", credentials },
  });
  const id = "0b6f1b7e-3c1a-4d5e-9f00-1234567890ab";

  it("are V4 signed PUT URLs whose signature verifies and covers the type and the size range", async () => {
    const expiresAt = new Date(Date.now() + 15 * 60 * 1000);
    const url = new URL(
      await storage.createUploadUrl({ id, expiresAt, maxBytes: MAX_UPLOAD_BYTES, contentType: "image/jpeg" }),
    );

    expect(url.origin).toBe("https://storage.googleapis.com");
    expect(url.pathname).toBe(`/pawswell-photos/originals/${id}`);
    expect(url.searchParams.get("X-Goog-Algorithm")).toBe("GOOG4-RSA-SHA256");
    expect(url.searchParams.get("X-Goog-Credential")).toMatch(
      /^uploader@pawswell-test\.iam\.gserviceaccount\.com\/\d{8}\/auto\/storage\/goog4_request$/,
    );
    expect(Number(url.searchParams.get("X-Goog-Expires"))).toBeGreaterThan(895);
    expect(Number(url.searchParams.get("X-Goog-Expires"))).toBeLessThanOrEqual(900);
    expect(url.searchParams.get("X-Goog-SignedHeaders")!.split(";")).toEqual([
      "content-type",
      "host",
      "x-goog-content-length-range",
    ]);

    const headers = { "content-type": "image/jpeg", "x-goog-content-length-range": "0,10485760" };
    const signature = Buffer.from(url.searchParams.get("X-Goog-Signature")!, "hex");
    expect(crypto.verify("sha256", Buffer.from(stringToSign(url, headers)), publicKey, signature)).toBe(true);

    // A client that drops or widens the size range no longer matches the signature.
    const widened = { ...headers, "x-goog-content-length-range": "0,1073741824" };
    expect(crypto.verify("sha256", Buffer.from(stringToSign(url, widened)), publicKey, signature)).toBe(false);
    const otherType = { ...headers, "content-type": "text/html" };
    expect(crypto.verify("sha256", Buffer.from(stringToSign(url, otherType)), publicKey, signature)).toBe(false);
  });

  it("point inside the browser sources the CSP's connect-src allows, which name this bucket only", async () => {
    const url = await storage.createUploadUrl({
      id,
      expiresAt: new Date(Date.now() + 60_000),
      maxBytes: MAX_UPLOAD_BYTES,
    });
    expect(storage.browserSources).toEqual(["https://storage.googleapis.com/pawswell-photos/"]);
    // A CSP source ending in "/" matches every path below it (CSP3 §6.7.2.9).
    expect(url.startsWith(storage.browserSources[0]!)).toBe(true);
  });

  it("never accept uploads at this server's own PUT route", () => {
    expect(storage.verifyUploadUrl(id, { expires: "1", max: "1", sig: "0".repeat(64) })).toBeNull();
  });
});
