import { Button } from "@/components/ui/button";

/** 'Load more' under a list, shown only while the server has a next page. */
export function LoadMore({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => void };
}) {
  if (!list.hasNextPage) return null;
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="secondary" onClick={list.fetchNextPage} disabled={list.isFetchingNextPage}>
        {list.isFetchingNextPage ? "Loading..." : "Load more"}
      </Button>
    </div>
  );
}
