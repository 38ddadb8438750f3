import { LifeBuoy, Menu, Search, Settings, X } from "lucide-react";
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { wayInHref } from "@shared/return-path";
import { buttonClasses } from "@/components/ui/button";
import { QueueLink } from "@/features/moderation/queue-link";
import { SearchForm } from "@/features/search/search-form";
import { cn } from "@/lib/text";
import { AccountMenu } from "./account-menu";
import { Logo } from "./logo";
import { CRISIS_LINK, MAIN_NAV_LINKS, PREFERENCES_LINK, SETTINGS_LINK } from "./nav-links";
import { useCloseOnEscape } from "./use-close-on-escape";

export interface HeaderUser {
  username: string;
}

interface HeaderProps {
  user?: HeaderUser | null;
  onLogout?: () => void;
  /** The logged-in member's notification bell, always in view (beside the menu button on a phone). */
  bell?: ReactNode;
}

/**
 * The site header: logo, main links (highlighted when current), "Get help now" at every width, a
 * phone menu, and the account's actions (in the bar from 1024 px, in the phone menu below).
 */
export function Header({ user, onLogout, bell }: HeaderProps) {
  const [location] = useLocation();
  const search = useSearch();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  // Login and Join Community bring the person back to the page they were reading.
  const here = search === "" ? location : `${location}?${search.replace(/^\?/, "")}`;
  const closeMenu = useCallback(() => {
    setIsMenuOpen(false);
    setIsSearchOpen(false);
  }, []);
  useCloseOnEscape(isMenuOpen, closeMenu, menuToggle);
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

  const navLink = (link: { href: string; label: string }, mobile: boolean, className?: string) => {
    const isCurrent = location === link.href;
    return (
      <Link
        key={link.href}
        href={link.href}
        onClick={closeMenu}
        aria-current={isCurrent ? "page" : undefined}
        className={cn(
          "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors xl:px-1.5",
          mobile && "block text-base",
          isCurrent ? "bg-brand-100 text-brand-900" : "text-ink hover:bg-brand-50",
          className,
        )}
      >
        {link.label}
      </Link>
    );
  };

  const wayIn = (mobile: boolean) => (
    <>
      <Link
        href={wayInHref("/login", here)}
        onClick={closeMenu}
        className={buttonClasses("ghost", mobile ? "md" : "sm")}
      >
        Login
      </Link>
      <Link
        href={wayInHref("/signup", here)}
        onClick={closeMenu}
        className={buttonClasses("primary", mobile ? "md" : "sm")}
      >
        Join Community
      </Link>
    </>
  );

  const logoutButton = (mobile: boolean) => (
    <button type="button" onClick={handleLogout} className={buttonClasses("secondary", mobile ? "md" : "sm")}>
      Logout
    </button>
  );

  // client/index.html paints a copy of this bar (logo and "Get help now") before the bundle runs: keep them alike.
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-canvas/95 backdrop-blur">
      {/* From xl the main links share the bar with search, "Get help now", the bell and the account;
          the bar then grows wider than the page's content, so they fit on one line. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 xl:max-w-screen-2xl">
        <Link href="/" onClick={closeMenu} aria-label="PawsWell home" className="shrink-0 rounded-md">
          {/* On a narrow phone the paw mark alone leaves "Get help now" room in the bar. */}
          <Logo nameClassName={user ? "hidden sm:inline" : "hidden min-[360px]:inline"} />
        </Link>
        <nav aria-label="Main" className="hidden items-center xl:flex">
          {MAIN_NAV_LINKS.map((link) => navLink(link, false))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2 xl:gap-1">
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
          {/* Quiet, but in words and in the bar at every width: on the first screen of every page. */}
          <Link
            href={CRISIS_LINK.href}
            onClick={closeMenu}
            aria-current={location === CRISIS_LINK.href ? "page" : undefined}
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-2 text-sm text-brand-800 underline-offset-4 hover:underline"
          >
            <LifeBuoy aria-hidden className="h-5 w-5 shrink-0" />
            {CRISIS_LINK.label}
          </Link>
          {/* A moderator's queue and its count on every page; on a 320 px phone it waits in the menu. */}
          {user && <QueueLink onNavigate={closeMenu} className="hidden min-[360px]:inline-flex" />}
          {bell}
          <div className="hidden items-center gap-2 lg:flex">
            {user ? (
              <>
                <AccountMenu username={user.username} />
                {logoutButton(false)}
              </>
            ) : (
              wayIn(false)
            )}
          </div>
          <button
            ref={menuToggle}
            type="button"
            className="shrink-0 rounded-md p-2 text-ink hover:bg-brand-50 xl:hidden"
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
            {MAIN_NAV_LINKS.map((link) => navLink(link, true))}
            {/* From 1024 px the account menu in the bar holds it. */}
            {user && navLink(PREFERENCES_LINK, true, "lg:hidden")}
          </nav>
          {/* From 1024 px the account's actions are in the bar. */}
          <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-brand-100 pt-3 lg:hidden">
            {user ? (
              <>
                <span title={user.username} className="w-full truncate whitespace-nowrap px-3 text-sm text-muted">
                  Welcome, {user.username}
                </span>
                <QueueLink onNavigate={closeMenu} className="inline-flex min-[360px]:hidden" />
                <Link
                  href={SETTINGS_LINK.href}
                  onClick={closeMenu}
                  aria-current={location === SETTINGS_LINK.href ? "page" : undefined}
                  className={cn(buttonClasses("ghost", "md"), "gap-1.5")}
                >
                  <Settings aria-hidden className="h-4 w-4 shrink-0" />
                  {SETTINGS_LINK.label}
                </Link>
                {logoutButton(true)}
              </>
            ) : (
              wayIn(true)
            )}
          </div>
        </div>
      )}
    </header>
  );
}
