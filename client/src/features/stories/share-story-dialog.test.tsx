import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { ShareStoryDialog } from "./share-story-dialog";

afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  return renderAt(
    <>
      <ShareStoryDialog />
      <Toaster />
    </>,
  );
}

async function fillStory() {
  await userEvent.type(screen.getByLabelText("Author"), "Sam");
  await userEvent.type(screen.getByLabelText("Pet name"), "Biscuit");
  await userEvent.selectOptions(screen.getByLabelText("Pet type"), "guinea-pig");
  await userEvent.type(screen.getByLabelText("Title"), "Biscuit and me");
  await userEvent.type(screen.getByLabelText("Content"), "She squeaks when I come home.");
}

describe("ShareStoryDialog", () => {
  it("opens with the cursor in the first empty field: Author for a visitor, Pet name for a member", async () => {
    stubFetch(() => json({}));
    const { unmount } = renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Share Your Story" }));
    expect(screen.getByLabelText("Author")).toHaveFocus();
    unmount();

    act(() => rememberLogin({ id: "u1", username: "maya" }));
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Share Your Story" }));
    expect(screen.getByLabelText("Author")).toHaveValue("maya");
    expect(screen.getByLabelText("Pet name")).toHaveFocus();
    await act(() => logOut());
  });

  it("names every missing field on the field itself and sends nothing", async () => {
    const fetchMock = stubFetch(() => json({}));
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Share Your Story" }));
    await userEvent.click(screen.getByRole("button", { name: "Share Story" }));

    expect(await screen.findByText("Author is required")).toBeInTheDocument();
    for (const message of [
      "Pet name is required",
      "Pet type is required",
      "Title is required",
      "Content is required",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    const title = screen.getByLabelText("Title");
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAccessibleDescription("Title is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shares the story, closes, toasts success and opens empty again", async () => {
    const fetchMock = stubFetch(() => json({ id: "s1" }, 201));
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Share Your Story" }));
    await fillStory();
    await userEvent.click(screen.getByRole("button", { name: "Share Story" }));

    expect(await screen.findByText("Your story has been shared successfully!")).toBeInTheDocument();
    expect(screen.getByText("Success")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/stories");
    expect(JSON.parse(String(init?.body))).toEqual({
      title: "Biscuit and me",
      content: "She squeaks when I come home.",
      author: "Sam",
      petName: "Biscuit",
      petType: "guinea-pig",
      contentWarnings: [],
      anonymous: false,
      noindex: false,
    });

    await userEvent.click(screen.getByRole("button", { name: "Share Your Story" }));
    expect(screen.getByLabelText("Author")).toHaveValue("");
  });

  it("puts a 400's field issues onto the fields and keeps the dialog open", async () => {
    stubFetch(() =>
      json(
        {
          message: "title: Title must be at most 200 characters",
          issues: [{ path: "title", message: "Title must be at most 200 characters" }],
        },
        400,
      ),
    );
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Share Your Story" }));
    await fillStory();
    await userEvent.click(screen.getByRole("button", { name: "Share Story" }));

    expect(await screen.findByText("Title must be at most 200 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByText("Failed to share story. Please try again.")).toBeNull();
  });

  it("shows the failure message when the server refuses for another reason", async () => {
    stubFetch(() => json({ message: "Too many stories, try again later" }, 429));
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Share Your Story" }));
    await fillStory();
    await userEvent.click(screen.getByRole("button", { name: "Share Story" }));

    expect(await screen.findByText("Failed to share story. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Too many stories, try again later")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("locks the form while the story is being sent", async () => {
    let release: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Share Your Story" }));
    await fillStory();
    await userEvent.click(screen.getByRole("button", { name: "Share Story" }));

    expect(await screen.findByRole("button", { name: "Sharing..." })).toBeDisabled();
    expect(screen.getByLabelText("Title")).toBeDisabled();
    release(json({ id: "s1" }, 201));
    expect(await screen.findByText("Your story has been shared successfully!")).toBeInTheDocument();
  });
});
