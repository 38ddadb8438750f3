import { LifeBuoy, Menu, Search, Settings, X } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { SearchForm } from "@/features/search/search-form";
import { cn } from "@/lib/text";
import { Logo } from "./logo";
import { CRISIS_LINK, MAIN_NAV_LINKS, PREFERENCES_LINK, SETTINGS_LINK } from "./nav-links";

export interface HeaderUser {
  username: string;
}

interface HeaderProps {
  user?: HeaderUser | null;
  onLogout?: () => void;
  /** The logged-in member's notification bell, always in view (beside the menu button on a phone). */
  bell?: ReactNode;
}

/** The site header: logo, main links (highlighted when current), a mobile menu, account actions. */
export function Header({ user, onLogout, bell }: HeaderProps) {
  const [location] = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const links = user ? [...MAIN_NAV_LINKS, PREFERENCES_LINK] : MAIN_NAV_LINKS;
  const closeMenu = () => {
    setIsMenuOpen(false);
    setIsSearchOpen(false);
  };
  // Escape puts the search row away and the focus back on its button.
  const onSearchKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    setIsSearchOpen(false);
    searchToggle.current?.focus();
  };
  const handleLogout = () => {
    closeMenu();
    onLogout?.();
  };

  const navLink = (link: { href: string; label: string }, mobile: boolean) => {
    const isCurrent = location === link.href;
    return (
      <Link
        key={link.href}
        href={link.href}
        onClick={closeMenu}
        aria-current={isCurrent ? "page" : undefined}
        className={cn(
          "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors xl:px-2",
          mobile && "block text-base",
          isCurrent ? "bg-brand-100 text-brand-900" : "text-ink hover:bg-brand-50",
        )}
      >
        {link.label}
      </Link>
    );
  };

  // Quiet, but in words wherever it shows: the bar (from xl) and the phone menu.
  const crisisLink = (mobile: boolean) => (
    <Link
      href={CRISIS_LINK.href}
      onClick={closeMenu}
      aria-current={location === CRISIS_LINK.href ? "page" : undefined}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md px-2 text-sm text-brand-800 underline-offset-4 hover:underline",
        mobile && "flex px-3 text-base",
      )}
    >
      <LifeBuoy aria-hidden className="h-5 w-5 shrink-0" />
      {CRISIS_LINK.label}
    </Link>
  );

  // In the bar the greeting waits for a very wide screen, leaving the links and "Get help now" room;
  // the phone menu always has it, on a line of its own. A long name (up to 32 characters) is cut
  // short with an ellipsis, whole in the title.
  const account = (mobile: boolean) =>
    user ? (
      <>
        <span
          title={user.username}
          className={cn(
            "truncate whitespace-nowrap text-sm text-muted",
            mobile ? "w-full px-3" : "hidden max-w-48 align-middle 2xl:inline-block",
          )}
        >
          Welcome, {user.username}
        </span>
        <Link
          href={SETTINGS_LINK.href}
          onClick={closeMenu}
          aria-label={mobile ? undefined : SETTINGS_LINK.label}
          aria-current={location === SETTINGS_LINK.href ? "page" : undefined}
          className={cn(buttonClasses("ghost", "sm"), "gap-1.5")}
        >
          <Settings aria-hidden className="h-4 w-4 shrink-0" />
          {mobile && SETTINGS_LINK.label}
        </Link>
        <button type="button" onClick={handleLogout} className={buttonClasses("secondary", "sm")}>
          Logout
        </button>
      </>
    ) : (
      <>
        <Link href="/login" onClick={closeMenu} className={buttonClasses("ghost", "sm")}>
          Login
        </Link>
        <Link href="/signup" onClick={closeMenu} className={buttonClasses("primary", "sm")}>
          Join Community
        </Link>
      </>
    );

  // client/index.html paints a copy of this bar and the logo before the bundle runs: keep them alike.
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-canvas/95 backdrop-blur">
      {/* From xl the links share the bar with a member's icons and "Get help now", and from 2xl with
          the greeting too: the bar then grows wider than the page's content, so they fit on one line. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 xl:max-w-screen-2xl">
        <Link href="/" onClick={closeMenu} aria-label="PawsWell home" className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center xl:flex">
          {links.map((link) => navLink(link, false))}
        </nav>
        <div className="flex items-center gap-2">
          {/* A field would crowd the links at every desktop width: the button opens one in a row below. */}
          <button
            ref={searchToggle}
            type="button"
            className="hidden rounded-md p-2 text-ink hover:bg-brand-50 xl:inline-flex"
            aria-expanded={isSearchOpen}
            aria-controls="header-search"
            aria-label={isSearchOpen ? "Close search" : "Open search"}
            onClick={() => setIsSearchOpen((open) => !open)}
          >
            <Search aria-hidden className="h-5 w-5" />
          </button>
          {bell}
          <div className="hidden items-center gap-2 xl:flex">
            {crisisLink(false)}
            {account(false)}
          </div>
          <button
            type="button"
            className="rounded-md p-2 text-ink hover:bg-brand-50 xl:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? "Close menu" : "Open menu"}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
          </button>
        </div>
      </div>
      {isSearchOpen && (
        <div id="header-search" onKeyDown={onSearchKeyDown} className="hidden border-t border-brand-100 xl:block">
          <SearchForm label="Site search" autoFocus onSearch={closeMenu} className="mx-auto max-w-2xl px-4 py-3" />
        </div>
      )}
      {isMenuOpen && (
        <div id="mobile-menu" className="border-t border-brand-100 bg-canvas px-4 pb-4 xl:hidden">
          <SearchForm label="Site search" onSearch={closeMenu} className="pt-3" />
          <nav aria-label="Main" className="grid gap-1 pt-2">
            {links.map((link) => navLink(link, true))}
          </nav>
          <div className="mt-2 border-t border-brand-100 pt-2">{crisisLink(true)}</div>
          <div className="mt-3 flex flex-wrap items-center gap-2">{account(true)}</div>
        </div>
      )}
    </header>
  );
}
