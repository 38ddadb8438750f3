import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { ReactionBar } from "./reaction-bar";

const SUMMARY = { counts: { support: 2, "me-too": 0, thanks: 1 }, mine: [] };

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

function renderBar() {
  renderAt(
    <>
      <ReactionBar resource="posts" itemId="p1" summary={SUMMARY} />
      <Toaster />
    </>,
  );
}

describe("ReactionBar", () => {
  it("shows a guest the counts and nothing to press", () => {
    renderBar();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByText("Sending support")).toBeInTheDocument();
    expect(screen.getByText(": 2")).toBeInTheDocument();
  });

  it("turns a member's reaction on at once and keeps the server's answer", async () => {
    act(() => rememberLogin({ id: "u1", username: "jo" }));
    let resolve: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((done) => (resolve = done)));
    renderBar();
    const support = screen.getByRole("button", { name: "Sending support (2)" });
    expect(support).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(support);
    expect(screen.getByRole("button", { name: "Sending support (3)" })).toHaveAttribute("aria-pressed", "true");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/posts/p1/reactions/support",
      expect.objectContaining({ method: "PUT" }),
    );
    await act(async () => resolve(json({ counts: { support: 4, "me-too": 0, thanks: 1 }, mine: ["support"] })));
    expect(await screen.findByRole("button", { name: "Sending support (4)" })).toHaveAttribute("aria-pressed", "true");
  });

  it("puts it back and says so when the server refuses", async () => {
    act(() => rememberLogin({ id: "u1", username: "jo" }));
    stubFetch(() => json({ message: "This post was removed by its author" }, 409));
    renderBar();
    await userEvent.click(screen.getByRole("button", { name: "Thank you (1)" }));
    expect(await screen.findByText("This post was removed by its author")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Thank you (1)" })).toHaveAttribute("aria-pressed", "false");
  });
});
