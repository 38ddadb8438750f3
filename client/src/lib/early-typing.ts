/**
 * Words typed into a server-rendered page before the app has taken it over are kept. A rendered
 * page shows its fields at once, and a person on a phone starts typing before the app's code has
 * run: those keystrokes change only the page's own field, and no handler hears them. When the app
 * arrives it can lose them three ways: react-hook-form's `register` sets the field back to the
 * form's default; a controlled field (useState) keeps its own empty value and writes it back on its
 * next render; and React may draw a part of the page afresh rather than take over the server's
 * markup (a member's page, whose header learns its user before the screen has hydrated, and the
 * guest's reply box that becomes the member's form), with new, empty fields.
 *
 * So the app's entry, before it hydrates (main.tsx), notes what each field of #root holds that
 * the server did not put there, and goes on noting every keystroke until the app is ready
 * (html[data-app-ready]). Every field the app draws (components/ui/input.tsx, through
 * `useEarlyTyping`) takes its words back when it mounts, through the same input event typing
 * sends, so whatever listens (a form's register, a setState, a draft being saved) learns of them
 * as if they had just been typed. A field is known by its id, which the server's markup and the
 * app's share (FormField, useId): the guest's box and the member's form use the same one.
 */
import { useCallback, useLayoutEffect, useRef, type ForwardedRef, type RefCallback } from "react";

/** A field a person types into or chooses in. */
export type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  value: string;
  /** The field it was typed into: another one with its id takes the words over once it is gone. */
  field: TypedField;
  /** Whether the person was in the field, to put them back in it when it is drawn afresh. */
  wasFocused: boolean;
  /** The page it was typed on: words never move to a field of another page with the same id. */
  path: string;
}

const typedById = new Map<string, Typed>();
const TEXT_FIELDS = "textarea,input:not([type]),input[type=text],input[type=search],input[type=email],input[type=url]";
const FIELDS = `${TEXT_FIELDS},select`;

const isAppReady = () => document.documentElement.hasAttribute("data-app-ready");

function isTypedField(target: EventTarget | null): target is TypedField {
  return target instanceof Element && target.matches(FIELDS) && target.id !== "";
}

/** What the server's markup chose in a select, or wrote in a field. */
function serverValue(field: TypedField): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const chosen = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
  return chosen?.value ?? "";
}

function note(field: TypedField): void {
  typedById.set(field.id, {
    value: field.value,
    field,
    wasFocused: document.activeElement === field,
    path: window.location.pathname,
  });
}

/**
 * Starts keeping what is typed into `root` (the page's #root) until the app is ready: what is
 * there already, then each change. A change after that updates words not yet taken back.
 */
export function keepEarlyTyping(root: HTMLElement): void {
  for (const field of root.querySelectorAll<TypedField>(FIELDS))
    if (field.id !== "" && field.value !== serverValue(field)) note(field);
  const onChange = (event: Event) => {
    if (!isTypedField(event.target) || !root.contains(event.target)) return;
    if (isAppReady() && !typedById.has(event.target.id)) return;
    note(event.target);
  };
  root.addEventListener("input", onChange, true);
  root.addEventListener("change", onChange, true);
}

/**
 * Sets `field` to `value` as typing would, so React's onChange hears it. React notices a change
 * only against the value it last saw, which for a field it has just taken over may already be the
 * typed one: the value goes through React's own setter first (as the old value), then the
 * browser's, which React does not watch.
 */
function typeInto(field: TypedField, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  const previous = field.value === value ? "" : field.value;
  field.value = previous;
  const setNativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
  setNativeValue?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Gives `field` the words typed into it (or into the field with its id that it replaces) before the app was ready, once. */
export function takeBackEarlyTyping(field: TypedField): void {
  if (field.id === "") return;
  const typed = typedById.get(field.id);
  if (!typed) return;
  if (typed.path !== window.location.pathname) {
    typedById.delete(field.id);
    return;
  }
  // A field still on the page keeps its own words; one that was replaced hands them on.
  if (typed.field !== field && typed.field.isConnected) return;
  typedById.delete(field.id);
  const isFocusLost = typed.field !== field && typed.wasFocused && document.activeElement === document.body;
  typeInto(field, typed.value);
  if (isFocusLost) {
    field.focus();
    if (!(field instanceof HTMLSelectElement)) field.setSelectionRange(typed.value.length, typed.value.length);
  }
}

/**
 * The ref for a field component (components/ui/input.tsx): passes the element on to `forwarded`
 * (a form's `register`, say) and, once the field is drawn, gives it back its early words.
 */
export function useEarlyTyping<T extends TypedField>(forwarded: ForwardedRef<T>): RefCallback<T> {
  const element = useRef<T | null>(null);
  // Before the browser paints, after `register` has set the field to the form's default.
  useLayoutEffect(() => {
    if (element.current) takeBackEarlyTyping(element.current);
  }, []);
  return useCallback(
    (node: T | null) => {
      element.current = node;
      if (typeof forwarded === "function") forwarded(node);
      else if (forwarded) forwarded.current = node;
    },
    [forwarded],
  );
}
