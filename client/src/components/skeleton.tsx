/** Grey placeholder blocks shown while content loads, sized like the content so nothing jumps. */
import { cardClasses } from "@/components/ui/card";
import { cn } from "@/lib/text";

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-brand-100/70", className)} />;
}

/** `count` card-shaped skeletons in the same grid as the real cards, announced once as loading. */
export function SkeletonGrid({
  count,
  className,
  cardClassName,
}: {
  count: number;
  className?: string;
  cardClassName?: string;
}) {
  return (
    <div role="status" aria-label="Loading" className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={cardClasses("md", cn("space-y-3", cardClassName))}>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
