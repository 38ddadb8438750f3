/**
 * The authorization matrix's rows for Contact Us (docs/decisions.md#footer-pages): anyone sends a
 * message; only moderators read the inbox, mark a message handled and delete one.
 */
import { everyone, moderatorsOnly, type MatrixFixtures, type MatrixRow } from "./matrix-rows";

const MESSAGE = { topic: "question", message: "How do I reply to a story?" };

/** A fresh message's id: sent (anyone may) and read back from the inbox by the fixtures' moderator. */
async function newMessageId(f: MatrixFixtures): Promise<string> {
  await f.moderatorAgent
    .post("/api/contact-messages")
    .send({ ...MESSAGE, message: `Handle ${f.unique()}` })
    .expect(201);
  const inbox = await f.moderatorAgent.get("/api/contact-messages?limit=1").expect(200);
  return (inbox.body as { id: string }[])[0]!.id;
}

export const CONTACT_ROWS: MatrixRow[] = [
  {
    method: "POST",
    path: "/api/contact-messages",
    ...everyone(201),
    send: (client, f) => client.post("/api/contact-messages").send({ ...MESSAGE, message: `Hello ${f.unique()}` }),
  },
  {
    method: "GET",
    path: "/api/contact-messages",
    ...moderatorsOnly(200),
    send: (client) => client.get("/api/contact-messages"),
  },
  {
    method: "POST",
    path: "/api/contact-messages/:id/handled",
    ...moderatorsOnly(200),
    send: async (client, f) => client.post(`/api/contact-messages/${await newMessageId(f)}/handled`),
  },
  {
    method: "DELETE",
    path: "/api/contact-messages/:id",
    ...moderatorsOnly(204),
    send: async (client, f) => client.delete(`/api/contact-messages/${await newMessageId(f)}`),
  },
];
