import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useWayInHref } from "@/features/auth/use-way-in-href";
import { cn } from "@/lib/text";

interface LoginPromptProps {
  /** Why a visitor is asked in. */
  message: string;
  /** The sign-up button's words: "Join Community" (docs/decisions.md), or the spec's "Sign Up" on Community. */
  joinLabel?: string;
  /** A slim banner above a list a visitor can still read, rather than a box in place of the page. */
  isBanner?: boolean;
}

/**
 * The one way a visitor is invited in: why, then Login and the way to join, both bringing them back
 * to this page. A page shows it once (never a second join prompt above the fold); the header's own
 * buttons are apart from it.
 */
export function LoginPrompt({ message, joinLabel = "Join Community", isBanner = false }: LoginPromptProps) {
  const logInHref = useWayInHref("/login");
  const joinHref = useWayInHref("/signup");
  return (
    <div
      className={cn(
        "flex rounded-xl border",
        isBanner
          ? "mb-8 flex-col gap-4 border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
          : "flex-col items-center gap-4 border-dashed border-brand-200 bg-white px-6 py-10 text-center",
      )}
    >
      <p className={isBanner ? "text-ink" : "text-muted"}>{message}</p>
      <div className="flex shrink-0 gap-2">
        <Link href={logInHref} className={buttonClasses(isBanner ? "secondary" : "primary", isBanner ? "sm" : "md")}>
          Login
        </Link>
        <Link href={joinHref} className={buttonClasses(isBanner ? "primary" : "secondary", isBanner ? "sm" : "md")}>
          {joinLabel}
        </Link>
      </div>
    </div>
  );
}
