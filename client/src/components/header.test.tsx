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

  it("carries the page being read in Login and Join Community, to come back to after", () => {
    renderAt(<Header />, "/community/12");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login?next=%2Fcommunity%2F12");
    expect(screen.getByRole("link", { name: "Join Community" })).toHaveAttribute(
      "href",
      "/signup?next=%2Fcommunity%2F12",
    );
  });

  it("greets a logged-in member in the bar; the greeting opens AI Preferences and Settings; Logout beside it", async () => {
    const onLogout = vi.fn();
    const { history } = renderAt(<Header user={{ username: "maya" }} onLogout={onLogout} />);
    const account = screen.getByRole("button", { name: "Welcome, maya" });
    expect(account).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "AI Preferences" })).toBeNull();
    await userEvent.click(account);
    expect(account).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByRole("navigation", { name: "Your account" });
    expect(within(panel).getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    await userEvent.click(within(panel).getByRole("link", { name: "AI Preferences" }));
    expect(history.at(-1)).toBe("/preferences");
    expect(screen.queryByRole("navigation", { name: "Your account" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("puts the account panel away with Escape, focus back on the greeting, or with a press elsewhere", async () => {
    renderAt(<Header user={{ username: "maya" }} />);
    const account = screen.getByRole("button", { name: "Welcome, maya" });
    await userEvent.click(account);
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "AI Preferences" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Your account" })).toBeNull();
    expect(account).toHaveFocus();
    await userEvent.click(account);
    await userEvent.click(screen.getByRole("link", { name: "Get help now" }));
    expect(screen.queryByRole("navigation", { name: "Your account" })).toBeNull();
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

  it("offers the member's own pages and Logout in the phone menu", async () => {
    renderAt(<Header user={{ username: "maya" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("mobile-menu")!;
    expect(within(menu).getByRole("link", { name: "AI Preferences" })).toHaveAttribute("href", "/preferences");
    expect(within(menu).getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    expect(within(menu).getByRole("button", { name: "Logout" })).toBeInTheDocument();
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

  it("closes the phone menu with Escape and puts the focus back on its button", async () => {
    renderAt(<Header />);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("mobile-menu")!;
    await userEvent.click(within(menu).getByRole("searchbox"));
    await userEvent.keyboard("{Escape}");
    expect(document.getElementById("mobile-menu")).toBeNull();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("offers a quiet 'Get help now' link to /crisis in the bar itself, the menu closed, to everyone", () => {
    for (const user of [null, { username: "maya" }]) {
      const { unmount } = renderAt(<Header user={user} />);
      const help = screen.getByRole("link", { name: "Get help now" });
      expect(help).toHaveAttribute("href", "/crisis");
      expect(document.getElementById("mobile-menu")).toBeNull();
      unmount();
    }
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
