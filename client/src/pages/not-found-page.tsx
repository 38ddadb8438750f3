import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";

export default function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-ink">404 Page Not Found</h1>
      <p className="mt-3 text-muted">Did you forget to add the page to the router?</p>
      <Link href="/" className={buttonClasses("primary", "md", "mt-8")}>
        Back to the home page
      </Link>
    </section>
  );
}
