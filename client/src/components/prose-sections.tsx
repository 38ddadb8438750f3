/**
 * The pieces of a page of plain words (guidelines, help, privacy, terms): short sections with a
 * heading each, a jump list to them, and links that look like links.
 */
import type { ReactNode } from "react";
import { Link } from "wouter";

/** One short section: a heading and a few plain paragraphs or a list. `id` lets the jump list lead here. */
export function ProseSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="grid scroll-mt-24 gap-2">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <div className="grid gap-2 text-ink [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">{children}</div>
    </section>
  );
}

/** "On this page": links to each section, so a reader goes straight to what they came for. */
export function JumpList({ sections }: { sections: readonly { id: string; title: string }[] }) {
  return (
    <nav aria-label="On this page" className="mb-8 rounded-xl border border-brand-100 bg-white p-4">
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">On this page</h2>
      <ul className="gap-x-6 sm:columns-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="inline-flex min-h-6 items-center text-brand-800 underline">
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A link to another page of the site, in the text. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-brand-800 underline">
      {children}
    </Link>
  );
}
