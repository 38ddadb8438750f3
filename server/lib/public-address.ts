/**
 * Whether an IP address is on the public internet, for the server's one outgoing fetch of a picture
 * a moderator names (docs/decisions.md#outside-images): an address inside a private network, on
 * this machine, or reserved for some special use is never fetched, so the importer cannot be
 * pointed at the operator's own network (server-side request forgery).
 */
import { BlockList, isIP } from "node:net";

const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and 255.255.255.255 broadcast
] as const)
  NON_PUBLIC.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::", 96], // IPv4-compatible (deprecated)
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID, benchmarking)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: carries an IPv4 address we cannot vouch for
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  NON_PUBLIC.addSubnet(network, prefix, "ipv6");

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address, if any. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:::ffff:(?:0:)?|64:ff9b::)(.+)$/i.exec(address);
  if (!match) return null;
  const tail = match[1]!;
  if (isIP(tail) === 4) return tail;
  const words = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!words) return null;
  const high = Number.parseInt(words[1]!, 16);
  const low = Number.parseInt(words[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True only for an address on the public internet; anything unparseable is not. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return !NON_PUBLIC.check(bare, "ipv4");
  if (family !== 6) return false;
  const inner = embeddedIpv4(bare);
  if (inner) return isPublicAddress(inner);
  return !NON_PUBLIC.check(bare, "ipv6");
}
