import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QueryValue, type ValueQuery } from "./query-value";

function renderValue(query: ValueQuery<{ name: string } | null>) {
  return render(
    <QueryValue query={query} loading={<p role="status">Loading the pet</p>} errorMessage="We couldn't load the pet.">
      {(pet) => <p>{pet ? `Pet: ${pet.name}` : "No pet"}</p>}
    </QueryValue>,
  );
}

describe("QueryValue", () => {
  it("shows its placeholder until the value arrives", () => {
    renderValue({ isError: false, data: undefined, refetch: vi.fn() });
    expect(screen.getByRole("status")).toHaveTextContent("Loading the pet");
  });

  it("shows the value, and an answer of none as a value too", () => {
    const { rerender } = renderValue({ isError: false, data: { name: "Biscuit" }, refetch: vi.fn() });
    expect(screen.getByText("Pet: Biscuit")).toBeInTheDocument();
    rerender(
      <QueryValue query={{ isError: false, data: null, refetch: vi.fn() }} loading={null} errorMessage="">
        {(pet: { name: string } | null) => <p>{pet ? pet.name : "No pet"}</p>}
      </QueryValue>,
    );
    expect(screen.getByText("No pet")).toBeInTheDocument();
  });

  it("says calmly that the load failed, and Try again asks once more", async () => {
    const refetch = vi.fn();
    renderValue({ isError: true, data: { name: "Biscuit" }, refetch });
    expect(screen.getByRole("alert")).toHaveTextContent("We couldn't load the pet.");
    expect(screen.queryByText("Pet: Biscuit")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
