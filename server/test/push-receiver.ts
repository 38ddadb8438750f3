/**
 * A push service for tests (RFC 8030) on 127.0.0.1: it hands out subscriptions as a browser would
 * make them (a P-256 key pair and an auth secret of its own), and for each notice POSTed to one it
 * checks the VAPID Authorization (RFC 8292: an ES256 JWT whose `aud` is this origin, signed by the
 * key it names) and decrypts the aes128gcm body (RFC 8188, keys derived as RFC 8291 says), so the
 * bytes a real push service would carry to a browser are what the tests read. It can be told that a
 * subscription has expired (410 Gone), as push services answer for an uninstalled browser.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A subscription as a browser's PushSubscription.toJSON() gives it. */
export interface ReceiverSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One notice the receiver accepted, decrypted. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The JWT's claims, checked. */
  claims: { aud: string; exp: number; sub: string };
}

export interface PushReceiver {
  origin: string;
  /** A new device's subscription at this receiver. */
  newSubscription(): ReceiverSubscription;
  /** From now on, notices to `endpoint` answer 410 Gone. */
  expire(endpoint: string): void;
  /** Every notice accepted, in order. */
  received: ReceivedPush[];
  /** Requests refused for a bad signature or body, with why. */
  refused: { endpoint: string; reason: string }[];
  stop(): Promise<void>;
}

interface Device {
  ecdh: crypto.ECDH;
  publicKey: Buffer;
  auth: Buffer;
}

const b64url = (text: string) => Buffer.from(text, "base64url");

/** The P-256 public key `point` (65 bytes, uncompressed) as a KeyObject. */
function p256PublicKey(point: Buffer): crypto.KeyObject {
  if (point.length !== 65 || point[0] !== 4) throw new Error("not an uncompressed P-256 point");
  return crypto.createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292 §3) against `origin`; answers the claims. */
export function verifyVapid(authorization: string | undefined, origin: string): ReceivedPush["claims"] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`Authorization is not "vapid t=…, k=…": ${authorization}`);
  const [header, body, signature] = match[1]!.split(".") as [string, string, string];
  const key = p256PublicKey(b64url(match[2]!));
  const jose = JSON.parse(b64url(header).toString("utf8")) as { alg?: string; typ?: string };
  if (jose.alg !== "ES256") throw new Error(`JWT alg is ${jose.alg}, not ES256`);
  const isSigned = crypto.verify(
    "sha256",
    Buffer.from(`${header}.${body}`),
    { key, dsaEncoding: "ieee-p1363" },
    b64url(signature),
  );
  if (!isSigned) throw new Error("JWT signature does not verify with k");
  const claims = JSON.parse(b64url(body).toString("utf8")) as ReceivedPush["claims"];
  if (claims.aud !== origin) throw new Error(`JWT aud is ${claims.aud}, not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60))
    throw new Error(`JWT exp ${claims.exp} is not within a day`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) throw new Error(`JWT sub is ${claims.sub}`);
  return claims;
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(crypto.hkdfSync("sha256", ikm, salt, info, length));

/**
 * Decrypts an aes128gcm body (RFC 8188 §2) for `device`: the sender's ephemeral key is the header's
 * keyid; the input keying material is derived from ECDH with it and the auth secret (RFC 8291 §3.3-3.4).
 */
export function decryptAes128gcm(body: Buffer, device: Device): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const records = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`keyid is ${keyIdLength} bytes, not a P-256 point`);
  if (records.length > recordSize) throw new Error("more than one record; a notice fits in one");
  const ecdhSecret = device.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.publicKey, senderPublicKey]);
  const ikm = hkdf(ecdhSecret, device.auth, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = crypto.createDecipheriv("aes-128-gcm", contentKey, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with a 0x02 delimiter and then zero padding (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("the record does not end with the last record's delimiter");
  return padded.subarray(0, end);
}

async function bodyOf(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts a receiver on a free port of 127.0.0.1. */
export async function startPushReceiver(): Promise<PushReceiver> {
  const devices = new Map<string, Device>();
  const expired = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: PushReceiver["refused"] = [];
  let origin = "";

  const server = http.createServer((req, res) => {
    void (async () => {
      const endpoint = `${origin}${req.url ?? ""}`;
      const body = await bodyOf(req);
      const device = devices.get(endpoint);
      if (req.method !== "POST" || !device) return res.writeHead(404).end();
      if (expired.has(endpoint)) return res.writeHead(410).end();
      try {
        const claims = verifyVapid(req.headers.authorization, origin);
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("Content-Encoding is not aes128gcm");
        const payload: unknown = JSON.parse(decryptAes128gcm(body, device).toString("utf8"));
        received.push({
          endpoint,
          payload,
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          claims,
        });
        res.writeHead(201).end();
      } catch (error) {
        refused.push({ endpoint, reason: error instanceof Error ? error.message : String(error) });
        res.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    newSubscription() {
      const ecdh = crypto.createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const endpoint = `${origin}/push/${crypto.randomUUID()}`;
      devices.set(endpoint, { ecdh, publicKey, auth });
      return { endpoint, keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") } };
    },
    expire(endpoint) {
      expired.add(endpoint);
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
