import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { SectionBoundary } from "@/components/section-boundary";
import { Skeleton } from "@/components/skeleton";
import { QueryValue } from "@/components/query-value";
import { buttonClasses } from "@/components/ui/button";
import { PageHead } from "@/lib/page-head";
import { notFoundPageHead, SITE_DESCRIPTION, type PageHeadData } from "@/lib/page-head-tags";
import { textLinkClasses } from "@/components/ui/text-link";

/** What the frame reads of an item that has them: whether search engines should leave its page out. */
interface IndexableItem {
  noindex?: boolean;
  status?: "published" | "held" | "hidden";
}

type ItemQuery<T> = { isLoading: boolean; isError: boolean; data: T | null | undefined; refetch: () => unknown };

interface ItemPageFrameProps<T extends object> {
  /** The item's query: loading, failed, null when not there, or the item. */
  query: ItemQuery<T>;
  back: { href: string; label: string };
  /** What the item is called in messages: "discussion", "story", "photo". */
  noun: string;
  /** The page's path, for its head while there is no item to give one (loading, failed, not found). */
  path: string;
  /** The page's head for the item it shows (lib/page-head-tags.ts). */
  head: (item: T) => PageHeadData;
  /** The not-found state's way out, when not the back link: its sentence and its link's label. */
  notFound?: { hint: string; linkLabel: string };
  children: (item: T) => ReactNode;
}

/**
 * The page's head in each state. Search engines are asked to leave out an item marked noindex (its
 * author asked, or its category is sensitive) and any held or hidden one, whose words, picture and
 * JSON-LD never reach the head; and every state with no item yet.
 */
function frameHead<T extends object>(
  query: ItemQuery<T>,
  noun: string,
  path: string,
  head: (item: T) => PageHeadData,
): PageHeadData {
  const placeholder: PageHeadData = { title: capitalised(noun), description: SITE_DESCRIPTION, path, noindex: true };
  if (query.isLoading || query.isError) return placeholder;
  if (!query.data) return notFoundPageHead(path);
  const item: IndexableItem = query.data;
  const itemHead = head(query.data);
  if (item.status !== undefined && item.status !== "published") {
    return { ...placeholder, title: itemHead.title, path: itemHead.path };
  }
  return item.noindex ? { ...itemHead, noindex: true } : itemHead;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An item's own page around its content: a way back, a placeholder while it loads, a calm failure
 * with Try again, and a calm not-found state for an item that isn't there (never a blank page);
 * and the page's head in each.
 */
export function ItemPageFrame<T extends object>({
  query,
  back,
  noun,
  path,
  head,
  notFound,
  children,
}: ItemPageFrameProps<T>) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHead {...frameHead(query, noun, path, head)} />
      <Link
        href={back.href}
        className={textLinkClasses("mb-6 gap-1 text-sm font-medium text-brand-700 hover:underline")}
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {back.label}
      </Link>
      <QueryValue
        query={query}
        loading={
          <div role="status" aria-label="Loading" className="space-y-4">
            <Skeleton className="h-9 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        }
        errorMessage={`We couldn't load this ${noun} right now.`}
      >
        {(item) =>
          item ? (
            // An item the page cannot draw says so under the way back, which keeps working.
            <SectionBoundary>{children(item)}</SectionBoundary>
          ) : (
            <ItemNotFound
              noun={noun}
              href={back.href}
              hint={notFound?.hint ?? "It may have been removed. There is plenty more to read."}
              linkLabel={notFound?.linkLabel ?? back.label}
            />
          )
        }
      </QueryValue>
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
