/**
 * Shapes a page repeats many times, drawn once: a `SpriteSheet` holds each shape under an id, out
 * of sight and out of the layout, and each copy is a `<use href="#id">` of it. A face drawn in ten
 * elements on each of fifty replies is then one element per reply: less markup for the server to
 * write and send, and for the browser to parse, with the same look.
 */
import type { ReactNode } from "react";

/** The shapes, each in a `<g id>` (drawn in the coordinates of the `<svg>` that uses it). */
export function SpriteSheet({ shapes }: { shapes: ReadonlyMap<string, ReactNode> }) {
  if (shapes.size === 0) return null;
  return (
    // Zero-sized and absolute, not display:none: a browser may not draw <use> of a hidden sheet.
    <svg aria-hidden width={0} height={0} className="absolute">
      <defs>
        {[...shapes].map(([id, shape]) => (
          <g key={id} id={id}>
            {shape}
          </g>
        ))}
      </defs>
    </svg>
  );
}

/** One copy of the sheet's shape `id`, inside an `<svg>`. */
export function SpriteShape({ id }: { id: string }) {
  return <use href={`#${id}`} />;
}
