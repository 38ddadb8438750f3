import { Sparkles } from "lucide-react";

/** A placeholder for what comes next on this screen. */
export function ComingSoonCard() {
  return (
    <section
      aria-labelledby="coming-soon-heading"
      className="rounded-xl border border-dashed border-brand-200 bg-white p-5"
    >
      <h2 id="coming-soon-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Sparkles aria-hidden className="h-5 w-5 text-brand-700" />
        Coming Soon
      </h2>
      <p className="mt-2 text-muted">Pet meetups, photo contests and more ways to connect are on their way.</p>
    </section>
  );
}
