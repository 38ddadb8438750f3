/**
 * A link that opens a page's create dialog on arrival: "Start a Discussion" (the member's home
 * hero, the empty discussions section) opens New Post on /community, and the hero's "Share Your
 * Story" opens Share Your Story on /stories. The address asks for it, so the link also works opened
 * in a new tab.
 */
import { useEffect } from "react";
import { useSearchParams } from "wouter";

const PARAM = "new";

/** What a page may be asked to create on arrival. */
type CreateOnArrival = "post" | "story";

const pathFor = (page: string, kind: CreateOnArrival) => `${page}?${PARAM}=${kind}`;

/** Where "Start a Discussion" leads: the community page with its New Post dialog open. */
export const START_DISCUSSION_PATH = pathFor("/community", "post");
/** Where the hero's "Share Your Story" leads: the stories page with its Share Your Story dialog open. */
export const SHARE_STORY_PATH = pathFor("/stories", "story");

/**
 * Whether the address asks for `kind`'s create dialog (and `isAllowed`: a visitor may not post a
 * discussion). Asked once: the address forgets it at once, so Back or a reload does not open the
 * dialog again.
 */
export function useCreateOnArrival(kind: CreateOnArrival, isAllowed = true): boolean {
  const [params, setParams] = useSearchParams();
  const isRequested = isAllowed && params.get(PARAM) === kind;
  useEffect(() => {
    if (!isRequested) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isRequested]);
  return isRequested;
}
