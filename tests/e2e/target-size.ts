/**
 * WCAG 2.2 target size (2.5.8, AA), measured the way the criterion words it: every pointer target
 * is at least 24 × 24 CSS px, unless it is undersized but spaced (a 24 px circle centred on it
 * meets no other target nor another undersized target's circle) or inline (a link in a sentence,
 * whose size the line-height of the text around it decides). TARGET_SIZE_STRICT=1 drops the
 * spacing exception, to list every target under 24 px however far it stands from the next.
 */
import type { Page } from "./app-test";

export const TARGETS = 'a[href], button, input[type="checkbox"], input[type="radio"], select, summary';

/** Each target too small on the page as it is now: "tag 'name' W×H". */
export async function smallTargets(page: Page): Promise<string[]> {
  const isStrict = process.env.TARGET_SIZE_STRICT === "1";
  return page.evaluate(
    ([selector, isStrict]) => {
      const MIN = 24;
      const isShown = (element: Element) => {
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
        const box = element.getBoundingClientRect();
        // Visually hidden (the skip link until it has focus, a file input behind its button).
        return box.width > 2 && box.height > 2;
      };
      /** A checkbox or radio's label is part of its target: a press on the words ticks it too. */
      const targetBox = (element: Element): DOMRect => {
        const box = element.getBoundingClientRect();
        if (!(element instanceof HTMLInputElement) || !element.labels?.length) return box;
        const label = element.labels[0]!.getBoundingClientRect();
        const left = Math.min(box.left, label.left);
        const top = Math.min(box.top, label.top);
        return new DOMRect(
          left,
          top,
          Math.max(box.right, label.right) - left,
          Math.max(box.bottom, label.bottom) - top,
        );
      };
      /** A link in running text: inline, with other words in the same block around it. */
      const isInline = (element: Element) => {
        if (getComputedStyle(element).display !== "inline") return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
        const words = (block?.textContent ?? "").replace(/\s+/g, " ").trim();
        return words.length > (element.textContent ?? "").replace(/\s+/g, " ").trim().length;
      };
      const name = (element: Element) =>
        (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);

      // With a dialog open the page behind it is inert: only the dialog's targets can be pressed.
      const scope = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') ?? document;
      const targets = [...scope.querySelectorAll(selector)].filter(isShown).map((element) => ({
        element,
        box: targetBox(element),
        inline: isInline(element),
      }));
      const undersized = targets.filter(
        ({ box, inline }) => !inline && (box.width < MIN - 0.5 || box.height < MIN - 0.5),
      );
      const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
        Math.hypot(
          Math.max(box.left - point.x, 0, point.x - box.right),
          Math.max(box.top - point.y, 0, point.y - box.bottom),
        );
      const isSpaced = (target: (typeof targets)[number]) => {
        const here = centre(target.box);
        return targets.every((other) => {
          if (other === target || other.element.contains(target.element) || target.element.contains(other.element)) {
            return true;
          }
          // Another undersized target's circle, or a full-size target's box, within 12 px of this circle.
          if (undersized.includes(other)) {
            const there = centre(other.box);
            return Math.hypot(here.x - there.x, here.y - there.y) >= MIN;
          }
          return distanceToBox(here, other.box) >= MIN / 2;
        });
      };
      return undersized
        .filter((target) => isStrict || !isSpaced(target))
        .map(
          ({ element, box }) =>
            `${element.tagName.toLowerCase()} "${name(element)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    },
    [TARGETS, isStrict] as const,
  );
}
