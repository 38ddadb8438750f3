/**
 * bench:web's server: the demo content seeded into a fresh embedded database, then the real
 * production server (built first when the sources are newer than dist/) on a free loopback port,
 * with server rendering on or off (SERVER_RENDERING) over the same data.
 */
import path from "node:path";
import sharp from "sharp";
import { openDatabase } from "../../server/db";
import { freePort } from "../../server/test/free-port";
import { seedDemoContent } from "../../server/seed/seed-demo";
import { createLocalStorage } from "../../server/storage/local-storage";
import { buildIfStale, startProductionServer, stopChild } from "../lib/processes";

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Seeds the demo content into `dataDir` (building the app first when it is stale). */
export async function seedDemo(dataDir: string): Promise<void> {
  buildIfStale();
  const database = await openDatabase({ dataDir });
  try {
    // Where the server's local storage keeps uploads in that data folder (server/storage/create-storage.ts).
    const storage = createLocalStorage({ root: path.join(dataDir, "uploads"), secret: "bench-seed-only-writes-files" });
    const result = await seedDemoContent(database.db, storage);
    if (result.status !== "seeded") throw new Error(`Seeding the demo content failed: ${result.reason}`);
  } finally {
    // The embedded database allows one process: close it before the server opens it.
    await database.close();
  }
}

/** Starts the production server on `dataDir` and resolves once /readyz answers 200. */
export async function startServer(dataDir: string, isServerRendering: boolean): Promise<RunningServer> {
  const server = await startProductionServer({
    name: isServerRendering ? "rendered" : "shell",
    dataDir,
    port: await freePort(),
    env: { SERVER_RENDERING: isServerRendering ? "on" : "off", ALLOW_INSECURE_HTTP: "true" },
  });
  return { baseUrl: server.url, stop: () => stopChild(server) };
}

async function firstOf<T>(baseUrl: string, list: string): Promise<T> {
  const items = (await (await fetch(`${baseUrl}${list}`)).json()) as T[];
  if (!items[0]) throw new Error(`${list} is empty`);
  return items[0];
}

/** A member shares a pet photo through the real upload flow (the demo content has none). */
async function sharePhoto(baseUrl: string): Promise<{ photoId: string; username: string }> {
  const account = {
    username: `bench-${Date.now().toString(36)}`,
    password: "moonlight-walks-bench",
    ageConfirmed: true,
  };
  const json = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" };
  await fetch(`${baseUrl}/api/register`, { method: "POST", headers: json, body: JSON.stringify(account) });
  const login = await fetch(`${baseUrl}/api/login`, { method: "POST", headers: json, body: JSON.stringify(account) });
  const cookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  const headers = { ...json, Cookie: cookie };
  const ticketAnswer = await fetch(`${baseUrl}/api/objects/upload`, {
    method: "POST",
    headers,
    body: JSON.stringify({ contentType: "image/jpeg" }),
  });
  const ticket = (await ticketAnswer.json()) as { uploadURL: string; objectPath: string };
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 150, b: 110 } },
  })
    .jpeg()
    .toBuffer();
  await fetch(new URL(ticket.uploadURL, baseUrl), {
    method: "PUT",
    headers: { "Content-Type": "image/jpeg", Cookie: cookie },
    body: new Uint8Array(photo),
  });
  const created = await fetch(`${baseUrl}/api/pet-photos`, {
    method: "POST",
    headers,
    body: JSON.stringify({ imageUrl: ticket.objectPath, petName: "Maple", petType: "dog", description: "Napping." }),
  });
  if (created.status !== 201) throw new Error(`Sharing a photo answered ${created.status}: ${await created.text()}`);
  return { photoId: ((await created.json()) as { id: string }).id, username: account.username };
}

/** One page of each kind of item on the seeded site (a member shares a photo for it: their page is the member page). */
export async function itemPagePaths(baseUrl: string): Promise<string[]> {
  const post = await firstOf<{ id: string }>(baseUrl, "/api/posts?limit=1");
  const story = await firstOf<{ id: string }>(baseUrl, "/api/stories?limit=1");
  const article = await firstOf<{ slug: string }>(baseUrl, "/api/blog?limit=1");
  const resource = await firstOf<{ id: string }>(baseUrl, "/api/resources?limit=1");
  const group = await firstOf<{ id: string }>(baseUrl, "/api/groups?limit=1");
  const paths = [
    `/community/${post.id}`,
    `/stories/${story.id}`,
    `/blog/${article.slug}`,
    `/resources/${resource.id}`,
    `/groups/${group.id}`,
  ];
  const { photoId, username } = await sharePhoto(baseUrl);
  return [...paths, `/pets-social/photos/${photoId}`, `/members/${encodeURIComponent(username)}`];
}
