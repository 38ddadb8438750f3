import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { LAZY_CODE_TIMEOUT, renderAt } from "@/test/render";
import { lazyDialog } from "./lazy-dialog";

function GreetingDialog({ label }: { label: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <FormDialog
      title="Say hello"
      trigger={<Button>{label}</Button>}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      isSubmitting={false}
      submitLabel="Send"
      submittingLabel="Sending..."
      onSubmit={(event) => event.preventDefault()}
    >
      <p>Hello there</p>
    </FormDialog>
  );
}

describe("lazyDialog", () => {
  it("loads the dialog only when its button is pressed, then shows it open", async () => {
    const load = vi.fn(() => Promise.resolve(GreetingDialog));
    const LazyGreeting = lazyDialog(load, ({ label }: { label: string }) => <Button>{label}</Button>);
    renderAt(<LazyGreeting label="Greet" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Greet" }));
    expect(await screen.findByRole("dialog", { name: "Say hello" }, LAZY_CODE_TIMEOUT)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // Closed, the real dialog's own button stays and opens it again without another download.
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Greet" }));
    expect(await screen.findByRole("dialog", { name: "Say hello" }, LAZY_CODE_TIMEOUT)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("names the page that does the same on its button, for a press before the app is ready", () => {
    const LazyGreeting = lazyDialog(
      () => Promise.resolve(GreetingDialog),
      ({ label }: { label: string }) => <Button>{label}</Button>,
      { pageBeforeReady: "/say-hello" },
    );
    renderAt(<LazyGreeting label="Greet" />);
    expect(screen.getByRole("button", { name: "Greet" })).toHaveAttribute("data-page-before-ready", "/say-hello");
  });
});
