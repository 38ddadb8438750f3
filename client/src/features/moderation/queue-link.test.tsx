import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { QueueLink, queueLinkLabel } from "./queue-link";

afterEach(() => vi.unstubAllGlobals());

describe("QueueLink", () => {
  it("shows a moderator how many cases wait, and leads to the queue", async () => {
    const fetchMock = stubFetch((url) => (url === "/api/moderation/queue/count" ? json({ open: 2 }) : json({})));
    renderAt(<QueueLink isModerator />);
    const link = await screen.findByRole("link", { name: "Moderation queue, 2 waiting" });
    expect(link).toHaveAttribute("href", "/admin?tab=queue");
    expect(link).toHaveTextContent("2");
    expect(fetchMock).toHaveBeenCalledWith("/api/moderation/queue/count", expect.anything());
  });

  it("has no badge when nothing waits", async () => {
    stubFetch(() => json({ open: 0 }));
    renderAt(<QueueLink isModerator />);
    const link = await screen.findByRole("link", { name: "Moderation queue" });
    expect(link).not.toHaveTextContent("0");
  });

  it("renders nothing, and asks nothing, for anyone who is not a moderator", () => {
    const fetchMock = stubFetch(() => json({ open: 3 }));
    const { container } = renderAt(<QueueLink isModerator={false} />);
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names the count in words", () => {
    expect(queueLinkLabel(undefined)).toBe("Moderation queue");
    expect(queueLinkLabel(0)).toBe("Moderation queue");
    expect(queueLinkLabel(12)).toBe("Moderation queue, 12 waiting");
  });
});
