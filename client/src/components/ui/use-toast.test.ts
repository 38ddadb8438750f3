import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dismissToast, toast, useToasts } from "./use-toast";

describe("toast", () => {
  it("shows one toast at a time, the newest", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Success", description: "Your post has been created successfully!" });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: "Success", open: true });
    act(() => dismissToast(result.current[0]!.id));
    expect(result.current[0]!.open).toBe(false);
  });
});
