/**
 * The importer's fetch (docs/decisions.md#outside-images): https only, public addresses only (also
 * after a redirect and whatever the name resolves to), at most 10 MB and 10 seconds, each refusal a
 * 4xx with its reason. Plain-http local servers stand in for the other site through the test-only
 * options; one test runs the production path over https against a certificate made for it (when
 * openssl is there).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpError } from "./http-error";
import { isPublicAddress } from "./public-address";
import {
  IMPORT_HTTPS_ONLY_MESSAGE,
  IMPORT_PRIVATE_ADDRESS_MESSAGE,
  IMPORT_REDIRECTS_MESSAGE,
  IMPORT_TIMEOUT_MESSAGE,
  IMPORT_TOO_LARGE_MESSAGE,
  fetchRemoteImage,
  type RemoteImageOptions,
} from "./remote-image";

/** Resolves names as the table says (a made-up name at a private address, another at the test server). */
function lookupFrom(table: Record<string, string>): RemoteImageOptions["lookup"] {
  return ((hostname: string, _options: unknown, callback: (e: Error | null, a?: unknown) => void) => {
    const address = table[hostname];
    if (!address) callback(Object.assign(new Error("not found"), { code: "ENOTFOUND" }));
    else callback(null, [{ address, family: address.includes(":") ? 6 : 4 }]);
  }) as never;
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = (await promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (caught: unknown) => caught,
  )) as HttpError;
  return { status: error.status, message: error.message };
}

describe("isPublicAddress", () => {
  it.each([
    "10.1.2.3",
    "127.0.0.1",
    "169.254.169.254",
    "172.16.0.1",
    "192.168.1.1",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "64:ff9b::10.0.0.1",
    "2002:c0a8:101::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111", "::ffff:93.184.216.34"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("fetchRemoteImage", () => {
  let server: http.Server;
  let port = 0;
  const body = Buffer.alloc(2048, 7);
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/image") res.writeHead(200).end(body);
      else if (req.url === "/to-private") res.writeHead(302, { Location: "http://inside.test/secret" }).end();
      else if (req.url === "/to-loopback")
        res.writeHead(301, { Location: "http://169.254.169.254/latest/meta-data" }).end();
      else if (req.url === "/to-http") res.writeHead(302, { Location: `http://images.test:${port}/image` }).end();
      else if (req.url === "/loop") res.writeHead(302, { Location: "/loop" }).end();
      else if (req.url === "/big-declared") res.writeHead(200, { "Content-Length": String(11 * 1024 * 1024) }).end();
      else if (req.url === "/big-streamed") {
        // No Content-Length: the reader must stop on its own.
        res.writeHead(200);
        const chunk = Buffer.alloc(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 2 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        pump();
      } else if (req.url === "/slow")
        res.writeHead(200).write("a"); // never ends
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Plain http to the local server as images.test (loopback allowed for it alone); inside.test is private. */
  const local = (overrides: Partial<RemoteImageOptions> = {}): Partial<RemoteImageOptions> => ({
    allowPlainHttp: true,
    lookup: lookupFrom({ "images.test": "127.0.0.1", "inside.test": "10.0.0.5" }),
    isAllowedAddress: (address) => address === "127.0.0.1" || isPublicAddress(address),
    ...overrides,
  });
  const at = (pathname: string) => `http://images.test:${port}${pathname}`;

  it("fetches the bytes", async () => {
    expect(await fetchRemoteImage(at("/image"), local())).toEqual(body);
  });

  it("refuses plain http in production", async () => {
    expect(await refusal(fetchRemoteImage("http://images.example.org/cat.png"))).toEqual({
      status: 400,
      message: IMPORT_HTTPS_ONLY_MESSAGE,
    });
    expect((await refusal(fetchRemoteImage("not a url"))).status).toBe(400);
    expect((await refusal(fetchRemoteImage("https://user:pw@images.example.org/cat.png"))).status).toBe(400);
  });

  it("refuses private and loopback addresses, written out or resolved", async () => {
    const privateRefusal = { status: 400, message: IMPORT_PRIVATE_ADDRESS_MESSAGE };
    for (const address of [
      "https://127.0.0.1/a.png",
      "https://[::1]/a.png",
      "https://169.254.169.254/latest",
      "https://10.0.0.1/a.png",
    ])
      expect(await refusal(fetchRemoteImage(address))).toEqual(privateRefusal);
    // A name that resolves inside the network is refused at the connection, whatever it is called.
    expect(await refusal(fetchRemoteImage("http://inside.test/a.png", local()))).toEqual(privateRefusal);
    const rebinding = lookupFrom({ "images.test": "192.168.0.10" });
    expect(await refusal(fetchRemoteImage(at("/image"), local({ lookup: rebinding })))).toEqual(privateRefusal);
  });

  it("checks every redirect again", async () => {
    const privateRefusal = { status: 400, message: IMPORT_PRIVATE_ADDRESS_MESSAGE };
    expect(await refusal(fetchRemoteImage(at("/to-private"), local()))).toEqual(privateRefusal);
    expect(await refusal(fetchRemoteImage(at("/to-loopback"), local()))).toEqual(privateRefusal);
    expect(await refusal(fetchRemoteImage(at("/loop"), local()))).toEqual({
      status: 422,
      message: IMPORT_REDIRECTS_MESSAGE,
    });
    expect(await fetchRemoteImage(at("/to-http"), local())).toEqual(body);
  });

  it("refuses more than the size limit, declared or not", async () => {
    const tooLarge = { status: 413, message: IMPORT_TOO_LARGE_MESSAGE };
    expect(await refusal(fetchRemoteImage(at("/big-declared"), local()))).toEqual(tooLarge);
    expect(await refusal(fetchRemoteImage(at("/big-streamed"), local({ maxBytes: 256 * 1024 })))).toEqual(tooLarge);
  });

  it("gives up after the time limit", async () => {
    const started = Date.now();
    expect(await refusal(fetchRemoteImage(at("/slow"), local({ timeoutMs: 300 })))).toEqual({
      status: 422,
      message: IMPORT_TIMEOUT_MESSAGE,
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("answers 422 for a name that does not resolve or a page that is not there", async () => {
    expect((await refusal(fetchRemoteImage("http://nowhere.test/a.png", local()))).status).toBe(422);
    const missing = await refusal(fetchRemoteImage(at("/missing"), local()));
    expect(missing.status).toBe(422);
    expect(missing.message).toContain("404");
  });
});

const hasOpenssl = (() => {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasOpenssl)("fetchRemoteImage over https", () => {
  let server: https.Server;
  let port = 0;
  let certificate = "";
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-tls-"));
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1"].concat([
        "-subj",
        "/CN=images.test",
        "-addext",
        "subjectAltName=DNS:images.test",
      ]),
      { stdio: "ignore" },
    );
    certificate = fs.readFileSync(cert, "utf8");
    server = https.createServer({ key: fs.readFileSync(key), cert: certificate }, (_req, res) =>
      res.writeHead(200).end(Buffer.from("image bytes")),
    );
    fs.rmSync(dir, { recursive: true, force: true });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("fetches over https from a server it trusts, and refuses one it does not", async () => {
    const options: Partial<RemoteImageOptions> = {
      lookup: lookupFrom({ "images.test": "127.0.0.1" }),
      isAllowedAddress: (address) => address === "127.0.0.1",
    };
    const address = `https://images.test:${port}/cat.png`;
    expect((await fetchRemoteImage(address, { ...options, ca: certificate })).toString()).toBe("image bytes");
    expect((await refusal(fetchRemoteImage(address, options))).status).toBe(422);
  });
});
