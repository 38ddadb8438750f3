import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "@/test/render";
import { Header } from "./header";

describe("Header", () => {
  it("marks the current route's link with aria-current", () => {
    renderAt(<Header />, "/stories");
    const nav = screen.getAllByRole("navigation", { name: "Main" })[0]!;
    expect(within(nav).getByRole("link", { name: "Stories" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Community" })).not.toHaveAttribute("aria-current");
  });

  it("offers Login and Join Community when logged out, without AI Preferences", () => {
    renderAt(<Header />);
    expect(screen.getAllByRole("link", { name: "Login" })[0]).toHaveAttribute("href", "/login");
    expect(screen.getAllByRole("link", { name: "Join Community" })[0]).toHaveAttribute("href", "/signup");
    expect(screen.queryByRole("link", { name: "AI Preferences" })).toBeNull();
  });

  it("greets a logged-in member and shows AI Preferences and Logout", async () => {
    const onLogout = vi.fn();
    renderAt(<Header user={{ username: "maya" }} onLogout={onLogout} />);
    expect(screen.getByText("Welcome, maya")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "AI Preferences" })).toHaveAttribute("href", "/preferences");
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("closes the mobile menu when a link is chosen", async () => {
    const { history } = renderAt(<Header />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById("mobile-menu")!;
    await userEvent.click(within(menu).getByRole("link", { name: "Blog" }));
    expect(document.getElementById("mobile-menu")).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(history.at(-1)).toBe("/blog");
  });

  it("offers a quiet 'Get help now' link to /crisis in the bar and in the phone menu", async () => {
    renderAt(<Header user={{ username: "maya" }} />);
    expect(screen.getByRole("link", { name: "Get help now" })).toHaveAttribute("href", "/crisis");
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("mobile-menu")!;
    expect(within(menu).getByRole("link", { name: "Get help now" })).toHaveAttribute("href", "/crisis");
  });
});
