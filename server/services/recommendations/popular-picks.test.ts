import { describe, expect, it, vi } from "vitest";
import { contentChanges } from "../../lib/content-changes";
import { popularPicks } from "./popular-picks";
import type { Recommendation } from "./service";

const picks = (title: string) => [{ content: { title } }] as unknown as Recommendation[];
const titleOf = (list: Recommendation[]) => list[0]!.content.title;

describe("popularPicks", () => {
  it("ranks once for every visitor until the content changes, and once per set of hidden warnings", async () => {
    const kept = popularPicks(contentChanges());
    const rank = vi.fn(() => Promise.resolve(picks("Walks that help")));
    await kept.get({ hiding: [], limit: 6 }, rank);
    await kept.get({ hiding: [], limit: 6 }, rank);
    expect(rank).toHaveBeenCalledTimes(1);
    await kept.get({ hiding: ["pet-loss", "grief"], limit: 6 }, rank);
    await kept.get({ hiding: ["grief", "pet-loss"], limit: 6 }, rank);
    expect(rank).toHaveBeenCalledTimes(2);
  });

  it("drops the picks at once when something is hidden or edited", async () => {
    const changes = contentChanges();
    const kept = popularPicks(changes);
    await kept.get({ hiding: [], limit: 6 }, () => Promise.resolve(picks("Before the hide")));
    changes.announce();
    expect(titleOf(await kept.get({ hiding: [], limit: 6 }, () => Promise.resolve(picks("After the hide"))))).toBe(
      "After the hide",
    );
  });
});
