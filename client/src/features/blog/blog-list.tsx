import { SKELETON_COUNT } from "@shared/constants";
import { LoadMore } from "@/components/load-more";
import { SkeletonGrid } from "@/components/skeleton";
import { sampleBlogPosts } from "@/features/samples/sample-blog-posts";
import { BlogCard, type BlogCardData } from "./blog-cards";
import { useBlogPosts } from "./hooks";

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

/** The newest post featured on top, the rest in a grid; samples while the server has none. */
export function BlogList() {
  const list = useBlogPosts();
  if (list.isLoading) return <SkeletonGrid count={SKELETON_COUNT.blog} className={GRID} cardClassName="min-h-72" />;
  const posts: BlogCardData[] = list.items.length > 0 ? list.items : sampleBlogPosts;
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
      <LoadMore list={list} />
    </div>
  );
}
