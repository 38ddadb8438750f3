/** /admin's list tabs write through their routes: the same URLs, methods and bodies as JSON carries them. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/test/fetch-stub";
import { actOnAdminItem, createAdminItem, deleteAdminItem, editAdminItem } from "./api";

const ID = "3f1c2b7e-9d1a-4c55-8e0f-2a6b9c1d4e5f";

afterEach(() => vi.unstubAllGlobals());

function sent(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url, method: init?.method, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) };
}

describe("the admin tabs' writes", () => {
  it("adds a challenge with its days as the ISO text the route reads", async () => {
    const fetchMock = stubFetch(() => json({ id: ID }, 201));
    const startDate = new Date("2026-03-01T00:00:00.000Z");
    const endDate = new Date("2026-03-31T00:00:00.000Z");
    await createAdminItem("wellness-challenges", { title: "Walk", description: "Daily", startDate, endDate });
    expect(sent(fetchMock)).toEqual({
      url: "/api/wellness-challenges",
      method: "POST",
      body: { title: "Walk", description: "Daily", startDate: startDate.toISOString(), endDate: endDate.toISOString() },
    });
  });

  it("adds a scheduled featured item with its time as ISO text, and an unscheduled one without it", async () => {
    const fetchMock = stubFetch(() => json({ id: ID }, 201));
    const publishAt = new Date("2026-12-01T09:30:00.000Z");
    const item = { title: "Moose", description: "A gentle dog.", type: "animal" } as const;
    await createAdminItem("featured", { ...item, status: "scheduled", publishAt });
    expect(sent(fetchMock)).toEqual({
      url: "/api/featured",
      method: "POST",
      body: { ...item, status: "scheduled", publishAt: "2026-12-01T09:30:00.000Z" },
    });
    fetchMock.mockClear();
    await createAdminItem("featured", { ...item, status: "draft" });
    expect(sent(fetchMock).body).toEqual({ ...item, status: "draft" });
  });

  it("edits, acts on and deletes an item at its own address", async () => {
    const fetchMock = stubFetch((_url, init) =>
      init?.method === "DELETE" ? new Response(null, { status: 204 }) : json({ id: ID }),
    );
    await editAdminItem("pet-photos", ID, { description: "Sunnier window." });
    expect(sent(fetchMock)).toEqual({
      url: `/api/pet-photos/${ID}`,
      method: "PATCH",
      body: { description: "Sunnier window." },
    });
    fetchMock.mockClear();
    await actOnAdminItem("member-of-the-month", ID, "current");
    expect(sent(fetchMock)).toEqual({ url: `/api/member-of-the-month/${ID}/current`, method: "POST", body: undefined });
    fetchMock.mockClear();
    await expect(deleteAdminItem("categories", ID)).resolves.toBeUndefined();
    expect(sent(fetchMock)).toEqual({ url: `/api/categories/${ID}`, method: "DELETE", body: undefined });
  });
});
