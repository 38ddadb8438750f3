import type { ReactNode } from "react";

/** A screen's main heading (the page's <PageHead> names the browser tab). */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8 space-y-2">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {children && <div className="max-w-2xl text-lg text-muted">{children}</div>}
    </div>
  );
}
