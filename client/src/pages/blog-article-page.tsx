import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useParams } from "wouter";
import { ITEM_PATHS } from "@shared/item-urls";
import { BlogArticleView } from "@/features/blog/blog-article";
import { useBlogArticle } from "@/features/blog/hooks";
import { ItemPageFrame } from "@/features/threads/item-page-frame";
import { queryKeys } from "@/lib/query-keys";

/** /blog/:slug: one article. An old slug's answer is the renamed article: the address becomes its current one. */
export default function BlogArticlePage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const query = useBlogArticle(slug);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const current = query.data?.slug;

  useEffect(() => {
    if (!query.data || current === slug) return;
    // Keep what was just read under the new address, so replacing it shows no second loading state.
    queryClient.setQueryData(queryKeys.item("blog", query.data.slug), query.data);
    navigate(ITEM_PATHS.blog(query.data.slug), { replace: true });
  }, [current, slug, query.data, queryClient, navigate]);

  return (
    <ItemPageFrame query={query} back={{ href: "/blog", label: "All articles" }} noun="article">
      {(article) => <BlogArticleView article={article} />}
    </ItemPageFrame>
  );
}
