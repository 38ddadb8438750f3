/**
 * A screen's main list under a heading only screen readers see: the cards' h3 titles then sit
 * below an h2, so the heading outline runs h1 → h2 → h3 without adding words to the page. The list
 * is a section of its own: if it fails, it says so in its place and the rest of the screen works.
 */
import type { ReactNode } from "react";
import { SectionBoundary } from "./section-boundary";

export function ListSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={className}>
      <h2 className="sr-only">{title}</h2>
      <SectionBoundary>{children}</SectionBoundary>
    </section>
  );
}
