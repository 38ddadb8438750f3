import { fireEvent, render } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Input, Textarea } from "@/components/ui/input";
import { keepEarlyTyping } from "./early-typing";

/** A server-rendered #root holding `markup`, whose fields are then typed into before the app runs. */
function serverPage(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document.getElementById("root")!;
}

/** Typing as the browser does it before any React handler exists: the value, then an input event. */
function typeBeforeTheApp(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function ControlledSearch({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState("");
  return (
    <Input
      id="place"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onSearch(event.target.value);
      }}
    />
  );
}

describe("words typed before the app has taken the page over", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    delete document.documentElement.dataset.appReady;
    history.replaceState(null, "", "/");
  });

  it("are given to the field the app draws in place of the server's, through its onChange", () => {
    const root = serverPage(`<textarea id="reply-content"></textarea>`);
    // Typed before the entry ran: found in the page; then after it ran: heard.
    typeBeforeTheApp(root.querySelector("textarea")!, "Ours sleeps");
    keepEarlyTyping(root);
    typeBeforeTheApp(root.querySelector("textarea")!, "Ours sleeps on the landing");
    root.innerHTML = "";

    const onChange = vi.fn();
    const { getByRole } = render(<Textarea id="reply-content" onChange={(event) => onChange(event.target.value)} />);
    expect(getByRole("textbox")).toHaveValue("Ours sleeps on the landing");
    expect(onChange).toHaveBeenCalledWith("Ours sleeps on the landing");
  });

  it("reach a controlled field's state, so its next render keeps them", () => {
    const root = serverPage(`<input id="place" value="">`);
    keepEarlyTyping(root);
    typeBeforeTheApp(root.querySelector("input")!, "Leeds");
    root.innerHTML = "";

    const onSearch = vi.fn();
    const { getByRole } = render(<ControlledSearch onSearch={onSearch} />);
    expect(onSearch).toHaveBeenCalledWith("Leeds");
    fireEvent.change(getByRole("textbox"), { target: { value: "Leeds North" } });
    expect(getByRole("textbox")).toHaveValue("Leeds North");
  });

  it("are never given to a field of another page with the same id", () => {
    const root = serverPage(`<input id="place">`);
    keepEarlyTyping(root);
    typeBeforeTheApp(root.querySelector("input")!, "York");
    root.innerHTML = "";
    history.replaceState(null, "", "/elsewhere");

    const { getByRole, unmount } = render(<Input id="place" />);
    expect(getByRole("textbox")).toHaveValue("");
    unmount();
    history.replaceState(null, "", "/");
    expect(render(<Input id="place" />).getByRole("textbox")).toHaveValue("");
  });

  it("are not noted once the app is ready: its fields hear their own typing", () => {
    const root = serverPage(`<input id="place">`);
    keepEarlyTyping(root);
    document.documentElement.dataset.appReady = "";
    typeBeforeTheApp(root.querySelector("input")!, "Bath");
    root.innerHTML = "";
    expect(render(<Input id="place" />).getByRole("textbox")).toHaveValue("");
  });
});
