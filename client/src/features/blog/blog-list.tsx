import type { ReactNode } from "react";
import { SKELETON_COUNT } from "@shared/constants";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { sampleBlogPosts } from "@/features/samples/sample-blog-posts";
import { BlogCard, type BlogCardData } from "./blog-cards";
import { useBlogPosts } from "./hooks";

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

/** The newest post featured on top, the rest in a grid, then `children` ('Load more'). */
function BlogPosts({ posts, children }: { posts: BlogCardData[]; children?: ReactNode }) {
  const [featured, ...rest] = posts;
  return (
    <div className="space-y-8">
      {featured && <BlogCard post={featured} isFeatured />}
      {rest.length > 0 && (
        <ul className={GRID}>
          {rest.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

/** The blog's posts; the built-in samples when the server answers with none (not when it fails). */
export function BlogList() {
  const list = useBlogPosts();
  return (
    <QueryList
      query={list}
      items={list.items}
      loading={<SkeletonGrid count={SKELETON_COUNT.blog} className={GRID} cardClassName="min-h-72" />}
      empty={<BlogPosts posts={sampleBlogPosts} />}
      errorMessage="We couldn't load the blog posts right now."
    >
      {(posts) => (
        <BlogPosts posts={posts}>
          <LoadMore list={list} />
        </BlogPosts>
      )}
    </QueryList>
  );
}
