/**
 * The server's one outgoing fetch (docs/decisions.md#outside-images): a picture a moderator names
 * by address is fetched once into our storage, so visitors' browsers never contact the other site.
 * Like Discourse's "download remote images": https only, at most 10 MB (reading stops there), 10
 * seconds in all, at most a few redirects, and never an address inside a private network or on this
 * machine: the address every connection actually uses is checked (a `lookup` that refuses
 * non-public answers, so a name that resolves differently the second time cannot slip through),
 * again on every redirect. Whether the bytes are an image is judged afterwards, by the upload
 * pipeline.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { MAX_UPLOAD_BYTES } from "@shared/constants";
import { HttpError, badRequest, payloadTooLarge, unprocessable } from "./http-error";
import { isPublicAddress } from "./public-address";

export const IMPORT_INVALID_URL_MESSAGE = "Please enter the image's full address, starting with https://";
export const IMPORT_HTTPS_ONLY_MESSAGE = "Only https:// addresses can be imported";
export const IMPORT_PRIVATE_ADDRESS_MESSAGE =
  "This address points inside a private network or at this server, so it cannot be imported";
export const IMPORT_TOO_LARGE_MESSAGE = "This image is larger than 10 MB, so it cannot be imported";
export const IMPORT_TIMEOUT_MESSAGE =
  "The other site took longer than 10 seconds to send the image. Please try again, or upload the file instead.";
export const IMPORT_REDIRECTS_MESSAGE = "This address redirects too many times to be imported";
export const IMPORT_UNREACHABLE_MESSAGE = "We could not reach that site. Please check the address.";

export interface RemoteImageOptions {
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  /** Whether a connection may go to this IP address (production: public addresses only). */
  isAllowedAddress: (address: string) => boolean;
  /** Name resolution (tests point made-up names at a local server). */
  lookup: LookupFunction;
  /** Extra certificate authorities to trust (tests' self-signed server); production trusts the system's. */
  ca?: string | Buffer;
  /** Tests only: also fetch plain http:// from a local server. Production never does. */
  allowPlainHttp?: boolean;
}

export const REMOTE_IMAGE_DEFAULTS: RemoteImageOptions = {
  maxBytes: MAX_UPLOAD_BYTES,
  timeoutMs: 10_000,
  maxRedirects: 3,
  isAllowedAddress: isPublicAddress,
  lookup: dns.lookup as unknown as LookupFunction,
};

/** Thrown by the guarded lookup for an address the policy refuses. */
class RefusedAddressError extends Error {
  readonly code = "EREFUSEDADDRESS";
}

/** `options.lookup`, refusing the whole answer when any address in it is not allowed. */
function guardedLookup(options: RemoteImageOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    options.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = (Array.isArray(addresses) ? addresses : [{ address: addresses, family: 4 }]) as dns.LookupAddress[];
      if (list.length === 0 || list.some((entry) => !options.isAllowedAddress(entry.address)))
        return callback(new RefusedAddressError(IMPORT_PRIVATE_ADDRESS_MESSAGE), "", 0);
      if (lookupOptions.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** The address to fetch, checked: https (or a test's http), no credentials, an allowed IP when it is one. */
function checkedUrl(raw: string, options: RemoteImageOptions): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badRequest(IMPORT_INVALID_URL_MESSAGE);
  }
  const isAllowedProtocol = url.protocol === "https:" || (options.allowPlainHttp && url.protocol === "http:");
  if (!isAllowedProtocol) throw badRequest(IMPORT_HTTPS_ONLY_MESSAGE);
  if (url.username || url.password || !url.hostname) throw badRequest(IMPORT_INVALID_URL_MESSAGE);
  // A literal IP is connected to without any lookup: check it here.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !options.isAllowedAddress(host)) throw badRequest(IMPORT_PRIVATE_ADDRESS_MESSAGE);
  return url;
}

type Answer = { body: Buffer } | { location: string };

/** One GET of `url`: its body (at most maxBytes), or where it redirects. */
function getOnce(url: URL, options: RemoteImageOptions, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const transport = url.protocol === "https:" ? https : http;
    const request = transport.request(
      url,
      {
        method: "GET",
        headers: { accept: "image/*", "user-agent": "PawsWell image import" },
        lookup: guardedLookup(options),
        // A fresh connection each time, so every one goes through the guarded lookup.
        agent: false,
        ...(options.ca && { ca: options.ca }),
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
          response.resume();
          resolve({ location: response.headers.location });
          return;
        }
        if (status < 200 || status > 299) {
          response.resume();
          reject(unprocessable(`The other site answered ${status} for this address, so it cannot be imported`));
          return;
        }
        const tooLarge = () => {
          request.destroy();
          reject(payloadTooLarge(IMPORT_TOO_LARGE_MESSAGE));
        };
        if (Number(response.headers["content-length"] ?? 0) > options.maxBytes) return tooLarge();
        const chunks: Buffer[] = [];
        let received = 0;
        response.on("data", (chunk: Buffer) => {
          received += chunk.length;
          // Stop reading as soon as it is over the limit, whatever Content-Length said.
          if (received > options.maxBytes) return tooLarge();
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ body: Buffer.concat(chunks) }));
        response.on("error", reject);
        // Cut off (the deadline, or the other side hanging up) before the end.
        response.on("close", () => {
          if (!response.complete) reject(new Error("The answer was cut off"));
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** What a failed connection means for the moderator. */
function explained(error: unknown, signal: AbortSignal): unknown {
  if (error instanceof HttpError) return error;
  if (signal.aborted) return unprocessable(IMPORT_TIMEOUT_MESSAGE);
  if (error instanceof RefusedAddressError) return badRequest(IMPORT_PRIVATE_ADDRESS_MESSAGE);
  return unprocessable(IMPORT_UNREACHABLE_MESSAGE);
}

/** The bytes at `address`, fetched under the rules above; each refusal a 4xx HttpError with its reason. */
export async function fetchRemoteImage(address: string, overrides: Partial<RemoteImageOptions> = {}): Promise<Buffer> {
  const options = { ...REMOTE_IMAGE_DEFAULTS, ...overrides };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = checkedUrl(address, options);
    for (let redirects = 0; ; redirects++) {
      const answer = await getOnce(url, options, controller.signal).catch((error: unknown) => {
        throw explained(error, controller.signal);
      });
      if ("body" in answer) return answer.body;
      if (redirects >= options.maxRedirects) throw unprocessable(IMPORT_REDIRECTS_MESSAGE);
      url = checkedUrl(new URL(answer.location, url).href, options);
    }
  } finally {
    clearTimeout(timer);
  }
}
