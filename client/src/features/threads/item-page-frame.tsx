import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Skeleton } from "@/components/skeleton";
import { Button, buttonClasses } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";
import { useRobotsNoindex } from "@/lib/use-robots-noindex";

/** What the frame reads of an item that has them: whether search engines should leave its page out. */
interface IndexableItem {
  noindex?: boolean;
  status?: "published" | "held" | "hidden";
}

interface ItemPageFrameProps<T extends object> {
  /** The item's query: loading, failed, null when not there, or the item. */
  query: { isLoading: boolean; isError: boolean; data: T | null | undefined; refetch: () => unknown };
  back: { href: string; label: string };
  /** What the item is called in messages: "discussion", "story", "photo". */
  noun: string;
  /** The not-found state's way out, when not the back link: its sentence and its link's label. */
  notFound?: { hint: string; linkLabel: string };
  children: (item: T) => ReactNode;
}

/**
 * An item's own page around its content: a way back, a placeholder while it loads, a calm failure
 * with Try again, and a calm not-found state for an item that isn't there (never a blank page).
 * While it shows an item marked noindex, the page asks search engines to leave it out.
 */
export function ItemPageFrame<T extends object>({ query, back, noun, notFound, children }: ItemPageFrameProps<T>) {
  // Its author asked, or its category is sensitive; held and hidden items never belong in an index.
  const item: IndexableItem | null | undefined = query.data;
  useRobotsNoindex(Boolean(item && (item.noindex || (item.status !== undefined && item.status !== "published"))));
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link href={back.href} className="mb-6 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {back.label}
      </Link>
      {query.isLoading ? (
        <div role="status" aria-label="Loading" className="space-y-4">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="space-y-4">
          <p className="text-ink">We couldn't load this {noun} right now.</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : query.data ? (
        children(query.data)
      ) : (
        <ItemNotFound
          noun={noun}
          href={back.href}
          hint={notFound?.hint ?? "It may have been removed. There is plenty more to read."}
          linkLabel={notFound?.linkLabel ?? back.label}
        />
      )}
    </section>
  );
}

function ItemNotFound({
  noun,
  href,
  hint,
  linkLabel,
}: {
  noun: string;
  href: string;
  hint: string;
  linkLabel: string;
}) {
  const title = `This ${noun} isn't here any more`;
  usePageTitle(title);
  return (
    <div className="py-10 text-center">
      <h1 className="text-2xl font-semibold text-ink">{title}</h1>
      <p className="mt-2 text-muted">{hint}</p>
      <Link href={href} className={buttonClasses("primary", "md", "mt-6")}>
        {linkLabel}
      </Link>
    </div>
  );
}
