/**
 * What an answer of the app says, as text the visibility matrix searches for an item's marker: a
 * GET's body, a live stream's first moments, a data export's files.
 */
import type { IncomingMessage } from "node:http";
import { strFromU8, unzipSync } from "fflate";
import type { Agent } from "supertest";

/** A GET's body as text, whatever its status (a refusal must not carry the item either). */
export async function text(client: Agent, path: string): Promise<string> {
  const res = await client.get(path);
  return res.text;
}

/** The texts of several GETs, joined. */
export async function texts(client: Agent, paths: readonly string[]): Promise<string> {
  return (await Promise.all(paths.map((path) => text(client, path)))).join("\n");
}

/** What a live stream sends in its first moments (a replay arrives at once), then hung up on. */
export async function streamText(client: Agent, path: string): Promise<string> {
  const res = await client
    .get(path)
    .buffer(true)
    .parse((answer, done) => {
      let text = "";
      let isDone = false;
      const finish = () => {
        if (isDone) return;
        isDone = true;
        clearTimeout(timer);
        done(null, text);
        (answer as unknown as IncomingMessage).destroy();
      };
      const timer = setTimeout(finish, 300);
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => {
        text += chunk;
        if (text.includes("event: reply")) finish();
      });
      answer.on("end", finish);
    });
  return typeof res.body === "string" ? res.body : res.text;
}

/** The bytes of a new export of the viewer's data, once it is built. */
async function exportOf(client: Agent): Promise<Buffer> {
  const started = await client.post("/api/account/exports");
  if (started.status !== 202) throw new Error(`export answered ${started.status}: ${started.text}`);
  const id = (started.body as { export: { id: string } }).export.id;
  for (let attempt = 0; attempt < 200; attempt++) {
    const latest = (await client.get("/api/account/exports")).body as { status: string } | null;
    if (latest && latest.status !== "building") break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const res = await client
    .get(`/api/account/exports/${id}/download`)
    .buffer(true)
    .parse((answer, done) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => done(null, Buffer.concat(chunks)));
    });
  return res.body as Buffer;
}

/** Near misses: the marker with its last letter changed, which only a suggestion can turn into the marker. */
export function nearMiss(marker: string): string {
  return `${marker.slice(0, -1)}${marker.endsWith("a") ? "e" : "a"}`;
}

/** Every file of a new export of the viewer's data, as one text. */
export async function exportText(client: Agent): Promise<string> {
  const files = unzipSync(new Uint8Array(await exportOf(client)));
  return Object.values(files)
    .map((file) => strFromU8(file))
    .join("\n");
}
