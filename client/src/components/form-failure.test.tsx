import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormFailure } from "./form-failure";

describe("FormFailure", () => {
  it("renders nothing while there is no failure", () => {
    render(<FormFailure message={undefined} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("announces the failure and takes focus, so a keyboard user lands on it", () => {
    const { rerender } = render(<FormFailure message={undefined} />);
    rerender(<FormFailure message="We couldn't send your report. Please try again." />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("We couldn't send your report. Please try again.");
    expect(alert).toHaveFocus();
  });
});
