/**
 * Where the cursor goes when a form opens: the first field still waiting for words. A dialog's
 * own habit is its first control, often the Author field already filled with the member's name
 * and selected, so the first key press would wipe it.
 */

/** Controls a person types into or chooses from; buttons, boxes and files are not "empty". */
const FIELDS = "input, textarea, select";
const NOT_TYPED = new Set([
  "button",
  "submit",
  "reset",
  "checkbox",
  "radio",
  "file",
  "hidden",
  "image",
  "range",
  "color",
]);

function isEmptyField(element: Element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  if (element instanceof HTMLInputElement) {
    return !NOT_TYPED.has(element.type) && !element.readOnly && !element.disabled && element.value === "";
  }
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled && element.value === "";
  if (element instanceof HTMLSelectElement) return !element.disabled && element.value === "";
  return false;
}

/** Puts the cursor in the first empty field inside `container`; false when every field is filled. */
export function focusFirstEmptyField(container: HTMLElement): boolean {
  const field = Array.from(container.querySelectorAll(FIELDS)).find(isEmptyField);
  if (!field) return false;
  field.focus();
  return true;
}
