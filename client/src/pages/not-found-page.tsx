import { Link, useLocation } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { PageHead } from "@/lib/page-head";
import { notFoundPageHead } from "@/lib/page-head-tags";

export default function NotFoundPage() {
  const [location] = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageHead {...notFoundPageHead(location)} />
      <h1 className="text-3xl font-bold text-ink">404 Page Not Found</h1>
      <p className="mt-3 text-muted">Did you forget to add the page to the router?</p>
      <Link href="/" className={buttonClasses("primary", "md", "mt-8")}>
        Back to the home page
      </Link>
    </section>
  );
}
