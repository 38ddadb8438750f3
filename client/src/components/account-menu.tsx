import { ChevronDown } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/text";
import { PREFERENCES_LINK, SETTINGS_LINK } from "./nav-links";
import { useCloseOnEscape } from "./use-close-on-escape";

/**
 * The greeting as the member's account control in the bar: "Welcome, {name}" opens their own pages
 * (AI Preferences, Settings). Folding those two in is what lets the greeting show at every desktop
 * width beside the main links, "Get help now" and Logout. A long name is cut with an ellipsis, whole
 * in the title.
 */
export function AccountMenu({ username }: { username: string }) {
  const [location] = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setIsOpen(false), []);
  useCloseOnEscape(isOpen, close, button);

  // A press anywhere else puts the panel away, as a menu does.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen, close]);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className={cn(buttonClasses("ghost", "sm"), "max-w-44 gap-1 px-2 font-normal text-muted")}
      >
        <span title={username} className="truncate whitespace-nowrap">
          Welcome, {username}
        </span>
        <ChevronDown aria-hidden className={cn("h-4 w-4 shrink-0 transition-transform", isOpen && "rotate-180")} />
      </button>
      {isOpen && (
        <nav
          id={panelId}
          aria-label="Your account"
          className="absolute right-0 top-full z-50 mt-2 grid min-w-48 gap-1 rounded-lg border border-brand-100 bg-white p-1 shadow-lg"
        >
          {[PREFERENCES_LINK, SETTINGS_LINK].map((link) => (
            <Link
              key={link.href}
              href={link.href}
              onClick={close}
              aria-current={location === link.href ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-medium",
                location === link.href ? "bg-brand-100 text-brand-900" : "text-ink hover:bg-brand-50",
              )}
            >
              {link.label}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
