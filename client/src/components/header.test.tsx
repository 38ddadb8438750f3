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

  it("keeps a long name whole in the greeting's title, in the bar and the phone menu", async () => {
    const username = "a-very-long-name.of_32-letters-x";
    renderAt(<Header user={{ username }} />);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const greetings = screen.getAllByText(`Welcome, ${username}`);
    expect(greetings).toHaveLength(2);
    for (const greeting of greetings) {
      expect(greeting).toHaveAttribute("title", username);
      expect(greeting).toHaveClass("truncate");
    }
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

  it("opens a search field from the bar; Enter goes to /search?q=, and the row closes", async () => {
    const { history } = renderAt(<Header />, "/stories");
    const toggle = screen.getByRole("button", { name: "Open search" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const search = screen.getByRole("search", { name: "Site search" });
    const field = within(search).getByRole("searchbox", { name: "Search PawsWell" });
    expect(field).toHaveFocus();
    await userEvent.type(field, "  rescue cat & dog {Enter}");
    expect(history.at(-1)).toBe("/search?q=rescue+cat+%26+dog");
    expect(screen.queryByRole("search", { name: "Site search" })).toBeNull();
  });

  it("does nothing with an empty search, and Escape puts the row away", async () => {
    const { history } = renderAt(<Header />, "/stories");
    await userEvent.click(screen.getByRole("button", { name: "Open search" }));
    const search = screen.getByRole("search", { name: "Site search" });
    await userEvent.type(within(search).getByRole("searchbox"), "   {Enter}");
    await userEvent.click(within(search).getByRole("button", { name: "Search" }));
    expect(history).toEqual(["/stories"]);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("search", { name: "Site search" })).toBeNull();
    expect(screen.getByRole("button", { name: "Open search" })).toHaveFocus();
  });

  it("searches from the phone menu with the Search button, then closes the menu", async () => {
    const { history } = renderAt(<Header />);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("mobile-menu")!;
    const search = within(menu).getByRole("search", { name: "Site search" });
    await userEvent.type(within(search).getByRole("searchbox"), "labrador");
    await userEvent.click(within(search).getByRole("button", { name: "Search" }));
    expect(history.at(-1)).toBe("/search?q=labrador");
    expect(document.getElementById("mobile-menu")).toBeNull();
  });
});
