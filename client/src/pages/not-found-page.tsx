import { Link, useLocation } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { CRISIS_LINK, MAIN_NAV_LINKS } from "@/components/nav-links";
import { SearchForm } from "@/features/search/search-form";
import { PageHead } from "@/lib/page-head";
import { notFoundPageHead } from "@/lib/page-head-tags";

/** The ways on from a page that is not there: the site's main sections, then help. */
const WAYS_ON = [{ href: "/", label: "Home" }, ...MAIN_NAV_LINKS, CRISIS_LINK];

/**
 * An address with no page behind it: the spec's heading, a calm line instead of its developer
 * note (docs/decisions.md), and a way on: search, the main sections and help.
 */
export default function NotFoundPage() {
  const [location] = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageHead {...notFoundPageHead(location)} />
      <h1 className="text-3xl font-bold text-ink">404 Page Not Found</h1>
      <p className="mt-3 text-muted">
        We couldn&apos;t find that page. It may have moved, or the link may be mistyped. You could search for what you
        were looking for, or pick a place to go from here.
      </p>
      <SearchForm label="Search the site" className="mt-8 w-full" />
      <nav aria-label="Main sections" className="mt-8 w-full">
        <ul className="flex flex-wrap justify-center gap-2">
          {WAYS_ON.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={buttonClasses("ghost", "md", "underline underline-offset-2")}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
