/**
 * What the fault run needs before the faults start: the demo content (so lists, pages, feeds and
 * sitemaps have something in them), members, a member whose data export is a few MB (large
 * photos), and the addresses of a few items to read and abort.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { APP_ROOT } from "../../server/lib/app-root";
import { noisyJpeg } from "../../server/test/images";
import type { AbortTarget } from "./attackers";
import { signUpMember } from "./http-load";

const headers = (cookie: string) => ({ Cookie: cookie, "Sec-Fetch-Site": "same-origin" });

/** Runs the demo seed (the operator command from the build) into the run's database and data folder. */
export function seedDemoContent(env: Record<string, string>): void {
  const result = spawnSync(process.execPath, [path.join(APP_ROOT, "dist/server/cli/seed-demo.js")], {
    cwd: APP_ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: "production", ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`The demo seed failed:\n${result.stdout}${result.stderr}`);
}

/** Uploads `photo` as the member (upload URL, then PUT) and resolves its object path. */
export async function uploadPhoto(baseUrl: string, cookie: string, photo: Uint8Array<ArrayBuffer>): Promise<string> {
  const ticketRes = await fetch(`${baseUrl}/api/objects/upload`, { method: "POST", headers: headers(cookie) });
  if (ticketRes.status !== 200) throw new Error(`Upload URL answered ${ticketRes.status}: ${await ticketRes.text()}`);
  const ticket = (await ticketRes.json()) as { uploadURL: string; objectPath: string };
  // The image queue may be busy (another member's photos): come back when it says.
  for (let attempt = 0; attempt < 10; attempt++) {
    const put = await fetch(baseUrl + ticket.uploadURL, {
      method: "PUT",
      headers: { "Content-Type": "image/jpeg" },
      body: photo,
    });
    const text = await put.text();
    if (put.status === 200) return ticket.objectPath;
    if (put.status !== 503) throw new Error(`Upload answered ${put.status}: ${text}`);
    await new Promise((resolve) => setTimeout(resolve, Number(put.headers.get("retry-after") ?? 5) * 1000));
  }
  throw new Error("The image queue stayed busy");
}

/** Shares an uploaded photo as a pet photo; resolves its id. */
export async function sharePhoto(
  baseUrl: string,
  cookie: string,
  objectPath: string,
  petName: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/pet-photos`, {
    method: "POST",
    headers: { ...headers(cookie), "Content-Type": "application/json" },
    body: JSON.stringify({ imageUrl: objectPath, petName, petType: "dog" }),
  });
  if (res.status !== 201) throw new Error(`Sharing a photo answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Asks for the member's data export and waits until it is ready; resolves its download path and size. */
export async function readyExport(baseUrl: string, cookie: string): Promise<{ path: string; sizeBytes: number }> {
  const started = await fetch(`${baseUrl}/api/account/exports`, { method: "POST", headers: headers(cookie) });
  if (started.status !== 202) throw new Error(`Starting an export answered ${started.status}: ${await started.text()}`);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/account/exports`, { headers: headers(cookie) });
    const latest = (await res.json()) as { id: string; status: string; sizeBytes: number | null } | null;
    if (latest?.status === "ready")
      return { path: `/api/account/exports/${latest.id}/download`, sizeBytes: latest.sizeBytes ?? 0 };
    if (latest?.status === "failed") throw new Error("The data export failed");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The data export was not ready within 2 minutes");
}

/** The id of the newest item in a public list (`/api/posts`), and the item itself. */
export async function newestItem<T extends { id: string }>(baseUrl: string, list: string): Promise<T> {
  const res = await fetch(`${baseUrl}${list}?limit=1`);
  const items = (await res.json()) as T[];
  if (res.status !== 200 || !items[0]) throw new Error(`${list} answered ${res.status} with no item`);
  return items[0];
}

/**
 * Signs up the attacker and `members` members, gives the attacker `exportPhotos` large photos and
 * a ready data export, and names what visitors read and attackers abort.
 */
export async function prepareFaultRun(baseUrl: string, options: { members: number; exportPhotos: number }) {
  const attacker = await signUpMember(baseUrl);
  const memberCookies: string[] = [];
  for (let i = 0; i < options.members; i++) memberCookies.push((await signUpMember(baseUrl)).cookie);
  const photoOf = async (width: number, height: number) => new Uint8Array(await noisyJpeg(width, height));
  const [largePhoto, floodPhoto, smallPhoto] = await Promise.all([
    photoOf(2400, 1800),
    photoOf(1600, 1200),
    photoOf(640, 480),
  ]);
  let largeObject = "";
  for (let i = 0; i < options.exportPhotos; i++) {
    largeObject = await uploadPhoto(baseUrl, attacker.cookie, largePhoto);
    await sharePhoto(baseUrl, attacker.cookie, largeObject, `Large ${i + 1}`);
  }
  const exported = await readyExport(baseUrl, attacker.cookie);
  const post = await newestItem<{ id: string }>(baseUrl, "/api/posts");
  const story = await newestItem<{ id: string }>(baseUrl, "/api/stories");
  const photo = await newestItem<{ id: string; imageUrl: string }>(baseUrl, "/api/pet-photos");
  const livePath = `/api/live?thread=post:${post.id}`;
  const abortTargets: AbortTarget[] = [
    { name: "data export zip", path: exported.path, cookie: attacker.cookie, readBytes: 2048 },
    { name: "event stream (thread)", path: livePath, readBytes: 1 },
    { name: "event stream (member)", path: "/api/live", cookie: attacker.cookie, readBytes: 1 },
    { name: "photo file", path: largeObject, readBytes: 2048 },
    { name: "feed", path: "/feeds/stories.rss", readBytes: 2048 },
    { name: "feed", path: "/feeds/community/general-wellness.atom", readBytes: 2048 },
    { name: "sitemap", path: "/sitemap.xml", readBytes: 256 },
    { name: "sitemap", path: "/sitemaps/posts-1.xml", readBytes: 2048 },
    { name: "rendered page", path: "/", readBytes: 2048 },
    { name: "rendered page", path: `/community/${post.id}`, readBytes: 2048 },
  ];
  const visitorPaths = [
    "/api/posts?limit=20",
    "/",
    "/api/stories",
    "/community",
    "/api/pet-photos",
    `/community/${post.id}`,
    "/api/blog",
    `/stories/${story.id}`,
    "/api/groups",
    "/pets-social",
    "/api/resources",
    "/feeds/stories.rss",
    "/blog",
    "/sitemap.xml",
    `${photo.imageUrl}?size=thumb`,
  ];
  return {
    attackerCookie: attacker.cookie,
    memberCookies,
    floodPhoto,
    smallPhoto,
    exportSize: exported.sizeBytes,
    livePath,
    abortTargets,
    visitorPaths,
  };
}
