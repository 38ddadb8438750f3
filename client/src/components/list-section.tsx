/**
 * A screen's main list under a heading only screen readers see: the cards' h3 titles then sit
 * below an h2, so the heading outline runs h1 → h2 → h3 without adding words to the page.
 */
import type { ReactNode } from "react";

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
      {children}
    </section>
  );
}
