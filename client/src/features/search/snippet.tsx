/**
 * A result's snippet: the server sends it as pieces of plain text, the matched words flagged.
 * Each piece is rendered as text (React escapes it), matches inside <mark>: never HTML from the
 * database (docs/decisions.md#text-stays-text).
 */
import type { SnippetPart } from "@shared/contracts/search.contract";

export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // The pieces never move or change: their place is their identity.
          <mark key={index} className="rounded-sm bg-brand-100 px-0.5 font-medium text-ink">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
