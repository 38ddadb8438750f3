/**
 * Shows the server's QR code SVG as React elements: the page's CSP allows no data: images, and
 * markup is never injected, so only the drawing (viewBox and path outlines) is taken from it.
 */
import { useMemo } from "react";

interface QrDrawing {
  viewBox: string;
  paths: { d: string; fill?: string; stroke?: string }[];
}

function readDrawing(svg: string): QrDrawing | undefined {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  const root = doc.documentElement;
  if (root.nodeName !== "svg") return undefined;
  const paths = [...root.querySelectorAll("path")].map((path) => ({
    d: path.getAttribute("d") ?? "",
    fill: path.getAttribute("fill") ?? undefined,
    stroke: path.getAttribute("stroke") ?? undefined,
  }));
  return { viewBox: root.getAttribute("viewBox") ?? "0 0 0 0", paths };
}

export function QrCode({ svg, label }: { svg: string; label: string }) {
  const drawing = useMemo(() => readDrawing(svg), [svg]);
  if (!drawing) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={drawing.viewBox}
      shapeRendering="crispEdges"
      className="h-48 w-48 rounded-lg border border-brand-100 bg-white"
    >
      {drawing.paths.map((path, index) => (
        <path key={index} d={path.d} fill={path.fill ?? "none"} stroke={path.stroke} />
      ))}
    </svg>
  );
}
