import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";

/** What a page only a member can use shows a visitor: why, and the way in (Login, Join Community). */
export function LoginPrompt({ message }: { message: string }) {
  return (
    <div className="rounded-xl border border-dashed border-brand-200 bg-white px-6 py-10 text-center">
      <p className="text-muted">{message}</p>
      <div className="mt-4 flex justify-center gap-3">
        <Link href="/login" className={buttonClasses("primary")}>
          Login
        </Link>
        <Link href="/signup" className={buttonClasses("secondary")}>
          Join Community
        </Link>
      </div>
    </div>
  );
}
