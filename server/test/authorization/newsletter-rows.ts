/**
 * The authorization matrix's rows for the newsletter (docs/decisions.md#a-real-newsletter): anyone
 * subscribes, and opens a confirm or unsubscribe link (the token is the authority: a forged one
 * answers 400 to all); only moderators see subscribers and compose, test and send issues.
 */
import { newsletterContract } from "@shared/contracts/newsletter.contract";
import { contractRow, everyone, moderatorsOnly, type MatrixFixtures, type MatrixRow } from "./matrix-rows";

const FORGED = { token: "A".repeat(43) };

/** A new draft issue listing one new article, composed by the fixtures' moderator. */
async function draftIssue(f: MatrixFixtures): Promise<string> {
  const articleId = await f.create("/api/blog", {
    title: `Newsletter article ${f.unique()}`,
    content: "Quiet minutes.",
    excerpt: "Quiet.",
    author: "Cy",
  });
  return f.create("/api/newsletter/issues", { subject: "Calm news", intro: "Hello.", articleIds: [articleId] });
}

export const NEWSLETTER_ROWS: MatrixRow[] = [
  contractRow(newsletterContract.subscribe, (client, f) =>
    client.post("/api/newsletter/subscribe").send({ email: `matrix-${f.unique()}@example.org` }),
  ),
  ...(["confirm", "unsubscribe"] as const).map((step): MatrixRow => ({
    method: "POST",
    path: `/api/newsletter/${step}`,
    case: "anyone may open a link; a forged one is refused alike",
    ...everyone(400),
    send: (client) => client.post(`/api/newsletter/${step}`).send(FORGED),
  })),
  {
    method: "POST",
    path: "/newsletter/unsubscribe",
    case: "a mail program's one-click unsubscribe; a forged token is refused alike",
    ...everyone(400),
    send: (client) =>
      client.post(`/newsletter/unsubscribe?token=${FORGED.token}`).type("form").send("List-Unsubscribe=One-Click"),
  },
  {
    method: "GET",
    path: "/api/newsletter/admin",
    ...moderatorsOnly(200),
    send: (client) => client.get("/api/newsletter/admin"),
  },
  {
    method: "POST",
    path: "/api/newsletter/issues",
    ...moderatorsOnly(201),
    send: async (client, f) => {
      const articleId = await f.create("/api/blog", {
        title: `Issue article ${f.unique()}`,
        content: "Slow walks.",
        excerpt: "Slow.",
        author: "Cy",
      });
      return client
        .post("/api/newsletter/issues")
        .send({ subject: "Calm news", intro: "Hello.", articleIds: [articleId] });
    },
  },
  {
    case: "to the moderator's own verified address",
    ...contractRow(newsletterContract.sendTest, async (client, f, self) => {
      if (self) await f.verifyEmail(self.id);
      return client.post(`/api/newsletter/issues/${await draftIssue(f)}/test`);
    }),
  },
  contractRow(newsletterContract.send, async (client, f) =>
    client.post(`/api/newsletter/issues/${await draftIssue(f)}/send`),
  ),
];
