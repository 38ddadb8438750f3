/**
 * "Start a Discussion" (the member's home hero, the empty discussions section) opens the New Post
 * dialog on /community: the address asks for it, so the link also works opened in a new tab.
 */
import { useSearchParams } from "wouter";

const PARAM = "new";
const VALUE = "post";

/** Where "Start a Discussion" leads: the community page with its New Post dialog open. */
export const START_DISCUSSION_PATH = `/community?${PARAM}=${VALUE}`;

/** Whether the address asks for the New Post dialog, and a way to drop the ask once it is open. */
export function useStartDiscussionRequest(): { isRequested: boolean; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const isRequested = params.get(PARAM) === VALUE;
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      // Back from the page must not open the dialog again.
      { replace: true },
    );
  return { isRequested, clear };
}
