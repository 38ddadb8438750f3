/**
 * Fuzzes POST /api/account/exports (docs/features.md#your-account) with hostile bodies and content
 * types. The member already has an export building (a row made here), so every accepted request
 * answers that one and no build runs in the background to change row counts under the harness's
 * check.
 */
import fc from "fast-check";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { dataExports } from "@shared/schema";
import { logInAs } from "../auth-helpers";
import { useTestApp } from "../test-app";
import { bodyFor, type RawBody } from "./arbitraries";
import { FUZZ_LIMITS, expectSafeAnswer, fuzzParameters, fuzzTimeout } from "./fuzz-harness";

describe("fuzzing the account data writes", () => {
  const ctx = useTestApp({
    limits: { ...FUZZ_LIMITS, dataExportsPerMember: { limit: 1_000_000, windowMs: 24 * 60 * 60 * 1000 } },
  });
  let member: Awaited<ReturnType<typeof logInAs>>;
  let buildingId = "";

  beforeAll(async () => {
    member = await logInAs(ctx, "member");
    const [row] = await ctx.database.db.insert(dataExports).values({ userId: member.user.id }).returning();
    buildingId = row!.id;
  });

  it(
    "POST /api/account/exports: never a 5xx, a refusal writes nothing, and an acceptance answers the building export",
    async () => {
      await fc.assert(
        fc.asyncProperty(bodyFor({}), async (body: RawBody) => {
          const res = await expectSafeAnswer(ctx.database.db, "POST /api/account/exports", () => {
            const req = member.agent.post("/api/account/exports").set("Content-Type", body.contentType);
            if (body.contentEncoding) req.set("Content-Encoding", body.contentEncoding);
            return req.send(body.text);
          });
          if (res.status === 202) expect(res.body.export.id).toBe(buildingId);
        }),
        fuzzParameters(),
      );
      expect((await request(ctx.app).get("/healthz")).status).toBe(200);
      expect((await member.agent.get("/api/me")).status).toBe(200);
    },
    fuzzTimeout(),
  );
});
