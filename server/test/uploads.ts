/** Upload helpers for route tests: get an upload URL and PUT bytes to it through the real app. */
import type { Express } from "express";
import request from "supertest";
import type { UploadTicket } from "@shared/api";

/** Asks the app for an upload URL, as the browser does. */
export async function requestUploadUrl(app: Express): Promise<UploadTicket> {
  const res = await request(app).post("/api/objects/upload");
  if (res.status !== 200) throw new Error(`upload URL refused: ${res.status} ${res.text}`);
  return res.body as UploadTicket;
}

/** PUTs `bytes` to an upload URL. */
export function putFile(app: Express, uploadURL: string, bytes: Buffer, contentType = "image/jpeg") {
  return request(app).put(uploadURL).set("Content-Type", contentType).send(bytes);
}

/** Uploads `bytes` and returns the object path, failing loudly when the upload is refused. */
export async function uploadImage(app: Express, bytes: Buffer): Promise<string> {
  const ticket = await requestUploadUrl(app);
  const res = await putFile(app, ticket.uploadURL, bytes);
  if (res.status !== 200) throw new Error(`upload refused: ${res.status} ${res.text}`);
  return ticket.objectPath;
}
