import type { ReactNode } from "react";
import { usePageTitle } from "@/lib/use-page-title";

/** A screen's main heading; also names the browser tab. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mb-8 space-y-2">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {children && <div className="max-w-2xl text-lg text-muted">{children}</div>}
    </div>
  );
}
