/** Upload helpers for route tests: get an upload URL and PUT bytes to it through the real app. */
import type { Express } from "express";
import request, { type Agent } from "supertest";
import type { UploadTicket } from "@shared/api";

/** Asks the app for an upload URL, as the browser does (as `agent`'s member when given, else as a guest). */
export async function requestUploadUrl(app: Express, agent?: Agent): Promise<UploadTicket> {
  const res = await (agent ?? request(app)).post("/api/objects/upload");
  if (res.status !== 200) throw new Error(`upload URL refused: ${res.status} ${res.text}`);
  return res.body as UploadTicket;
}

/** PUTs `bytes` to an upload URL. */
export function putFile(app: Express, uploadURL: string, bytes: Buffer, contentType = "image/jpeg") {
  return request(app).put(uploadURL).set("Content-Type", contentType).send(bytes);
}

/** Uploads `bytes` (as `agent` when given) and returns the object path, failing loudly when refused. */
export async function uploadImage(app: Express, bytes: Buffer, agent?: Agent): Promise<string> {
  const ticket = await requestUploadUrl(app, agent);
  const res = await putFile(app, ticket.uploadURL, bytes);
  if (res.status !== 200) throw new Error(`upload refused: ${res.status} ${res.text}`);
  return ticket.objectPath;
}

/**
 * Uploads `bytes` and shares them as a pet photo (as `agent` when given), returning the object
 * path: only a shared upload is served under /objects/uploads.
 */
export async function shareImage(app: Express, bytes: Buffer, agent?: Agent): Promise<string> {
  const objectPath = await uploadImage(app, bytes, agent);
  const res = await (agent ?? request(app)).post("/api/pet-photos").send({ imageUrl: objectPath });
  if (res.status !== 201) throw new Error(`sharing refused: ${res.status} ${res.text}`);
  return objectPath;
}
