import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SuspendedBanner } from "./suspended-banner";

const member = { id: "u1", username: "maya" };

beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-21T12:00:00Z"), toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

describe("SuspendedBanner", () => {
  it("tells a suspended member calmly until when they can read but not post", () => {
    render(<SuspendedBanner user={{ ...member, suspended: true, suspendedUntil: "2026-11-28T12:00:00Z" }} />);
    expect(screen.getByRole("status")).toHaveTextContent(/^Your account can read but not post until November 28, 2026/);
    expect(screen.getByRole("status").textContent).toMatch(/\.$/);
  });

  it("says a moderator will lift an indefinite suspension", () => {
    render(<SuspendedBanner user={{ ...member, suspended: true, suspendedUntil: null }} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your account can read but not post until a moderator lifts the suspension.",
    );
  });

  it("says nothing to a member who is not suspended, to a visitor, or once the suspension has ended", () => {
    const { rerender } = render(<SuspendedBanner user={member} />);
    expect(screen.queryByRole("status")).toBeNull();
    rerender(<SuspendedBanner user={{ ...member, suspended: false, suspendedUntil: null }} />);
    expect(screen.queryByRole("status")).toBeNull();
    rerender(<SuspendedBanner user={null} />);
    expect(screen.queryByRole("status")).toBeNull();
    rerender(<SuspendedBanner user={{ ...member, suspended: true, suspendedUntil: "2026-11-20T12:00:00Z" }} />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
