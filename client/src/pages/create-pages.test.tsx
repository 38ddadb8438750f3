import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import NewPostPage from "./new-post-page";
import ShareYourStoryPage from "./share-your-story-page";

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

const renderStoryPage = () =>
  renderAt(
    <>
      <ShareYourStoryPage />
      <Toaster />
    </>,
    "/share-your-story",
  );

/** Writes a visitor's story on its page and presses Share Story. */
async function shareAStory() {
  await userEvent.type(screen.getByLabelText("Author"), "Sam");
  await userEvent.type(screen.getByLabelText("Pet name"), "Biscuit");
  await userEvent.selectOptions(screen.getByLabelText("Pet type"), "guinea-pig");
  await userEvent.type(screen.getByLabelText("Title"), "Biscuit and me");
  await userEvent.type(screen.getByLabelText("Content"), "She squeaks when I come home.");
  await userEvent.click(screen.getByRole("button", { name: "Share Story" }));
}

describe("the create pages (New Post and Share Your Story as pages)", () => {
  it("draws a member's New Post form in the page, not behind a button, and Cancel leads back to the discussions", () => {
    stubFetch(() => json([]));
    act(() => rememberLogin({ id: "u1", username: "luna" }));
    renderAt(<NewPostPage />, "/new-post");
    expect(screen.getByRole("heading", { level: 1, name: "New Post" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "New Post" });
    expect(form).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByLabelText("Author")).toHaveValue("luna");
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/community");
    expect(document.title).toBe("New Post | PawsWell");
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      "content",
      expect.stringMatching(/noindex/),
    );
  });

  it("asks a visitor in, and brings them back to New Post", () => {
    stubFetch(() => json([]));
    renderAt(<NewPostPage />, "/new-post");
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login?next=%2Fnew-post");
    expect(screen.getByRole("link", { name: "Join Community" })).toHaveAttribute("href", "/signup?next=%2Fnew-post");
  });

  it("shares a visitor's story from the page, toasts success and leads to the stories", async () => {
    const fetchMock = stubFetch(() => json({ id: "s1" }, 201));
    const { history } = renderStoryPage();
    await shareAStory();

    expect(await screen.findByText("Your story has been shared successfully!")).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/stories");
    expect(history.at(-1)).toBe("/stories");
  });

  it("keeps the page and what was written when the server refuses", async () => {
    stubFetch(() => json({ message: "Too many stories, try again later" }, 429));
    const { history } = renderStoryPage();
    await shareAStory();

    expect(await screen.findByText("Failed to share story. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Too many stories, try again later")).toBeInTheDocument();
    expect(screen.getByLabelText("Content")).toHaveValue("She squeaks when I come home.");
    expect(history.at(-1)).toBe("/share-your-story");
  });
});
