import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NotificationView } from "@shared/contracts/notifications.contract";
import { NotificationList } from "@/features/notifications/notification-list";
import { closeHeldNotice, useIsHeldNoticeShowing } from "@/lib/held-notice-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { AnswerModeratorsForm } from "./answer-moderators-form";

afterEach(() => {
  vi.unstubAllGlobals();
  closeHeldNotice();
});

const ITEM = { itemType: "post" as const, itemId: "8b0f3a52-1f7e-4c4e-9a43-5b8f4f9d2c11" };

function HeldFlag() {
  return useIsHeldNoticeShowing() ? <p>helplines showing</p> : null;
}

function answerServer(status: "sent" | "held" = "sent") {
  const bodies: unknown[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url === "/api/reports/answers" && init?.method === "POST") {
      bodies.push(JSON.parse(String(init.body)));
      return json({ status });
    }
    return json({ message: "unexpected" }, 404);
  });
  return { bodies, fetchMock };
}

describe("AnswerModeratorsForm", () => {
  it("opens, checks the text, sends it and says a moderator will read it", async () => {
    const { bodies } = answerServer();
    renderAt(<AnswerModeratorsForm {...ITEM} />);
    await userEvent.click(screen.getByRole("button", { name: "Answer the moderators" }));
    const field = screen.getByRole("textbox", { name: "Your answer to the moderators" });
    expect(field).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Send to the moderators" }));
    expect(await screen.findByText("Write your answer first")).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.type(field, "I'm safe, thank you.");
    await userEvent.click(screen.getByRole("button", { name: "Send to the moderators" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Sent. A moderator will read it soon.");
    expect(bodies).toEqual([{ ...ITEM, text: "I'm safe, thank you." }]);
  });

  it("shows the helplines when the answer itself was held", async () => {
    answerServer("held");
    renderAt(
      <>
        <AnswerModeratorsForm {...ITEM} />
        <HeldFlag />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Answer the moderators" }));
    await userEvent.type(screen.getByRole("textbox"), "Tonight I will end it all, I have the pills.");
    await userEvent.click(screen.getByRole("button", { name: "Send to the moderators" }));
    expect(await screen.findByText("helplines showing")).toBeInTheDocument();
  });
});

describe("a moderator's note in the notifications", () => {
  it("offers an answer under the note, and only there", async () => {
    const notices: NotificationView[] = [
      {
        id: "n1",
        kind: "moderation",
        message: "A moderator sent you a note: Are you safe?",
        url: "/community/x",
        read: false,
        createdAt: "2026-11-21T12:00:00Z",
        answerable: ITEM,
      },
      {
        id: "n2",
        kind: "reply",
        message: "sam replied to “Walks”",
        url: "/community/y",
        read: true,
        createdAt: "2026-11-21T11:00:00Z",
      },
    ];
    stubFetch((url) => {
      if (url.startsWith("/api/notifications/unread-count")) return json({ unread: 1 });
      if (url.startsWith("/api/notifications")) return json(notices);
      return json({ message: "unexpected" }, 404);
    });
    renderAt(<NotificationList userId="u1" />, "/notifications");
    await screen.findByText("A moderator sent you a note: Are you safe?");
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Answer the moderators" })).toHaveLength(1));
  });
});
