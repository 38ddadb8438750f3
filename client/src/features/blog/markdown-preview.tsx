/**
 * An article's Markdown as its page will show it, made by the server (the one place articles
 * become HTML), asked for once typing pauses; what was shown stays until the new answer comes.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { queryKeys } from "@/lib/query-keys";
import { previewArticle } from "./api";
import { ARTICLE_BODY } from "./article-body";

export const PREVIEW_PAUSE_MS = 400;

function usePaused(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

export function MarkdownPreview({ id, content }: { id: string; content: string }) {
  const paused = usePaused(content);
  const preview = useQuery({
    queryKey: queryKeys.blog.preview(paused),
    queryFn: () => previewArticle(paused),
    enabled: paused.trim() !== "",
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 30_000,
  });
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-dashed border-brand-200 p-4">
      <h4 id={`${id}-heading`} className="mb-3 text-sm font-medium text-muted">
        Preview
      </h4>
      {content.trim() === "" ? (
        <p className="text-sm text-muted">Write the article above to see it as readers will.</p>
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-ink">
          The preview could not be made right now. What you wrote is kept.
        </p>
      ) : (
        <div
          aria-busy={preview.isFetching}
          className={ARTICLE_BODY}
          // The server's HTML, reduced to the article allow-list (server/lib/article-markdown.ts).
          dangerouslySetInnerHTML={{ __html: preview.data?.html ?? "" }}
        />
      )}
    </section>
  );
}
