/**
 * The benchmark's ceiling: a bare Express 5 server answering, from memory, the same 20-item JSON
 * array the real first page of posts returns. Whatever it does per second is what Node and
 * Express alone allow on this machine; the real endpoints are measured against it.
 * Run as a child process: `node --import tsx ceiling-server.ts <items.json>` with PORT set.
 */
import fs from "node:fs";
import express from "express";

const items: unknown = JSON.parse(fs.readFileSync(process.argv[2] ?? "", "utf8"));
const app = express();
app.disable("x-powered-by");
app.get("/", (_req, res) => {
  res.json(items);
});
app.listen(Number(process.env.PORT), "127.0.0.1");
