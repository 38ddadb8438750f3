/**
 * The replies this tab wrote: their live events arrive too (perhaps before the answer to the post
 * that wrote them), and must not be announced to their own author as new.
 */
const written = new Set<string>();

export function rememberWritten(replyId: string): void {
  written.add(replyId);
}

export function wroteHere(replyId: string): boolean {
  return written.has(replyId);
}
