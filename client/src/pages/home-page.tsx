import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";

export default function HomePage() {
  usePageTitle("");
  return (
    <section className="bg-gradient-to-b from-brand-50 to-canvas">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">Find calm in the bond with animals</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          A caring community for mental wellness through the love of pets and therapy animals.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/signup" className={buttonClasses("primary", "lg")}>
            Join Our Community
          </Link>
          <Link href="/stories" className={buttonClasses("secondary", "lg")}>
            Share Your Story
          </Link>
        </div>
      </div>
    </section>
  );
}
