/** A titled card on the preferences page. */
import type { ReactNode } from "react";

export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
      <h2 id={id} className="mb-4 text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
