/**
 * bench:api's member rows: what a signed-in member asks for (recommendations, the rendered home
 * page, the bell's count) and writes (a reply, a post, a login), with the session cookie and the
 * same-origin headers a browser on the site sends.
 */
import type { Scenario } from "./api-targets";
import { BENCH_MEMBER } from "./seed";

export function memberScenarios(options: {
  baseUrl: string;
  memberId: string;
  cookie: string;
  threadId: string;
}): Scenario[] {
  const { baseUrl, memberId, cookie, threadId } = options;
  const json = { "Content-Type": "application/json" };
  const sameOrigin = { ...json, Cookie: cookie, "Sec-Fetch-Site": "same-origin", Origin: baseUrl };
  return [
    {
      name: "GET /api/recommendations/:id (member)",
      kind: "read",
      request: { url: `${baseUrl}/api/recommendations/${memberId}`, headers: { Cookie: cookie } },
    },
    {
      name: "GET / rendered (member: never kept)",
      kind: "read",
      request: { url: `${baseUrl}/`, headers: { Cookie: cookie } },
    },
    {
      name: "GET /api/notifications/unread-count (member)",
      kind: "count",
      request: { url: `${baseUrl}/api/notifications/unread-count`, headers: { Cookie: cookie } },
    },
    {
      name: "POST /api/posts/:id/replies (member)",
      kind: "write",
      request: {
        url: `${baseUrl}/api/posts/${threadId}/replies`,
        method: "POST",
        headers: sameOrigin,
        body: JSON.stringify({ content: "Sending you support from the benchmark." }),
      },
    },
    {
      name: "POST /api/posts (member)",
      kind: "write",
      request: {
        url: `${baseUrl}/api/posts`,
        method: "POST",
        // What a browser on the site sends: same-origin fetch metadata, JSON, the session cookie.
        headers: sameOrigin,
        body: JSON.stringify({
          title: "Benchmark walk",
          content: "A calm walk by the river with my dog after work.",
          category: "general-wellness",
        }),
      },
    },
    {
      name: "POST /api/login (argon2id)",
      kind: "write",
      request: {
        url: `${baseUrl}/api/login`,
        method: "POST",
        headers: { ...json, "Sec-Fetch-Site": "same-origin" },
        body: JSON.stringify(BENCH_MEMBER),
      },
    },
  ];
}
