import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "@/test/render";
import { lazyForm, untilFormsLoaded } from "./lazy-form";

function NoteForm({ label }: { label: string }) {
  return (
    <form aria-label={label}>
      <textarea aria-label="Note" />
    </form>
  );
}

describe("lazyForm", () => {
  it("loads the form's code only when it is first shown, holding its place meanwhile", async () => {
    let arrive = () => undefined as void;
    const load = vi.fn(
      () =>
        new Promise<typeof NoteForm>((resolve) => {
          arrive = () => resolve(NoteForm);
        }),
    );
    const LazyNote = lazyForm(load);
    expect(load).not.toHaveBeenCalled();

    const { container } = renderAt(<LazyNote label="Write a note" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(container.querySelector("[aria-hidden]")).toBeInTheDocument();

    let isSettled = false;
    const settled = untilFormsLoaded().then(() => {
      isSettled = true;
    });
    await Promise.resolve();
    expect(isSettled).toBe(false);
    arrive();
    await settled;
    expect(await screen.findByRole("form", { name: "Write a note" })).toBeInTheDocument();
  });

  it("draws a form whose code has already arrived at once, without its placeholder", async () => {
    const LazyNote = lazyForm(() => Promise.resolve(NoteForm));
    const first = renderAt(<LazyNote label="First note" />);
    await untilFormsLoaded();
    expect(await screen.findByRole("form", { name: "First note" })).toBeInTheDocument();
    first.unmount();

    const { container } = renderAt(<LazyNote label="Second note" />);
    expect(screen.getByRole("form", { name: "Second note" })).toBeInTheDocument();
    expect(container.querySelector("[aria-hidden]")).not.toBeInTheDocument();
  });
});
