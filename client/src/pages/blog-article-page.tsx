import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useParams } from "wouter";
import type { BlogArticle } from "@shared/blog";
import { ITEM_PATHS } from "@shared/item-urls";
import { BlogArticleView } from "@/features/blog/blog-article";
import { useBlogArticle } from "@/features/blog/hooks";
import { shownImageUrl } from "@/components/content-image";
import { ItemPageFrame } from "@/features/threads/item-page-frame";
import { descriptionOf, type PageHeadData } from "@/lib/page-head-tags";
import { queryKeys } from "@/lib/query-keys";
import { blogPostingJsonLd } from "@/lib/structured-data";

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
    <ItemPageFrame
      query={query}
      back={{ href: "/blog", label: "All articles" }}
      noun="article"
      path={ITEM_PATHS.blog(slug)}
      head={articleHead}
    >
      {(article) => <BlogArticleView article={article} />}
    </ItemPageFrame>
  );
}

/** The article's head: its excerpt (else its opening), its cover as its preview, and BlogPosting. */
function articleHead(article: BlogArticle): PageHeadData {
  // Its current address, also while an old one is being replaced.
  const path = ITEM_PATHS.blog(article.slug);
  const description = descriptionOf(article.excerpt);
  const imageUrl = shownImageUrl(article.imageUrl);
  return {
    title: article.title,
    description,
    path,
    type: "article",
    ...(imageUrl ? { image: { url: imageUrl, alt: article.imageAlt || article.title } } : {}),
    jsonLd: [
      blogPostingJsonLd({
        title: article.title,
        description,
        path,
        author: article.author,
        imageUrl,
        createdAt: article.createdAt,
        editedAt: article.editedAt,
      }),
    ],
  };
}
