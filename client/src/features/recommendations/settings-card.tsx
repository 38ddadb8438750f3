/** A titled card on the preferences page. */
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Card as="section" padding="lg" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </Card>
  );
}
