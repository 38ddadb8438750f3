import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { MemberOfTheMonthCard } from "./member-of-the-month-card";

afterEach(() => vi.unstubAllGlobals());

describe("MemberOfTheMonthCard", () => {
  it("says a member will be announced soon while the server has none (404)", async () => {
    stubFetch(() => json({ message: "No member of the month yet" }, 404));
    renderAt(<MemberOfTheMonthCard />);
    expect(await screen.findByText("This month's member will be announced soon.")).toBeInTheDocument();
  });

  it("says calmly that the member could not be loaded when the server fails, and Try again asks again", async () => {
    const fetchMock = stubFetch(() => json({ message: "Service unavailable" }, 503));
    renderAt(<MemberOfTheMonthCard />);
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load this month's member right now.");
    expect(screen.queryByText("This month's member will be announced soon.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shows the member, their pet and their story as text", async () => {
    stubFetch(() =>
      json({
        id: "m1",
        memberName: "Ana",
        petName: "Pepper",
        petType: "cat",
        story: "<b>Pepper</b> sat with me.",
        month: "March",
        year: 2026,
        imageUrl: null,
        createdAt: "2026-03-01T00:00:00Z",
      }),
    );
    renderAt(<MemberOfTheMonthCard />);
    expect(await screen.findByText("Ana and Pepper")).toBeInTheDocument();
    expect(screen.getByText("cat · March 2026")).toBeInTheDocument();
    expect(screen.getByText("<b>Pepper</b> sat with me.")).toBeInTheDocument();
  });

  it("shows the member's photo from our storage with its alt text, and never an outside address", async () => {
    const member = {
      id: "m1",
      memberName: "Ana",
      petName: "Pepper",
      petType: "cat",
      story: "Pepper sat with me.",
      month: "March",
      year: 2026,
      createdAt: "2026-03-01T00:00:00Z",
    };
    stubFetch(() =>
      json({ ...member, imageUrl: "/objects/uploads/3f1c2b7e-9d1a-4c55-8e0f-2a6b9c1d4e5f", imageAlt: "Pepper asleep" }),
    );
    const { unmount } = renderAt(<MemberOfTheMonthCard />);
    expect(await screen.findByRole("img", { name: "Pepper asleep" })).toHaveAttribute(
      "src",
      "/objects/uploads/3f1c2b7e-9d1a-4c55-8e0f-2a6b9c1d4e5f",
    );
    unmount();

    stubFetch(() => json({ ...member, imageUrl: "https://img.example.org/pepper.jpg", imageAlt: "" }));
    renderAt(<MemberOfTheMonthCard />);
    expect(await screen.findByText("Ana and Pepper")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
