import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { applyFieldIssues, errorMessage, failureWithReason } from "./form-errors";

const conflict = new ApiError(409, '{"message":"Username already exists"}', "Conflict");
const plain = new ApiError(503, "", "Service Unavailable");
const badRequest = (paths: string[]) =>
  new ApiError(
    400,
    JSON.stringify({ message: "Invalid input", issues: paths.map((path) => ({ path, message: `${path} is wrong` })) }),
    "Bad Request",
  );

describe("errorMessage", () => {
  it("prefers the server's message, then the fallback, then the error's own message", () => {
    expect(errorMessage(conflict)).toBe("Username already exists");
    expect(errorMessage(conflict, "Registration failed")).toBe("Username already exists");
    expect(errorMessage(new TypeError("Failed to fetch"), "Login failed")).toBe("Login failed");
    expect(errorMessage(new Error("Upload failed: 500"))).toBe("Upload failed: 500");
    expect(errorMessage(plain)).toBe("503: Service Unavailable");
  });
});

describe("failureWithReason", () => {
  it("gives the spec's title with the server's reason, or no description without one", () => {
    expect(failureWithReason("Failed to post group. Please try again.")(conflict)).toEqual({
      title: "Failed to post group. Please try again.",
      description: "Username already exists",
    });
    expect(failureWithReason("Failed")(new TypeError("Failed to fetch"))).toEqual({
      title: "Failed",
      description: undefined,
    });
  });
});

describe("applyFieldIssues", () => {
  it("puts a 400's issues on the fields when every issue names one, and names the first", () => {
    const setError = vi.fn();
    expect(applyFieldIssues(badRequest(["title", "content"]), ["title", "content", "author"], setError)).toBe("title");
    expect(setError).toHaveBeenCalledWith("title", { message: "title is wrong" });
    expect(setError).toHaveBeenCalledWith("content", { message: "content is wrong" });
  });

  it("leaves the form alone when an issue names another field, or the failure is not a 400", () => {
    const setError = vi.fn();
    expect(applyFieldIssues(badRequest(["title", "imageUrl"]), ["title"], setError)).toBeUndefined();
    expect(applyFieldIssues(conflict, ["title"], setError)).toBeUndefined();
    expect(setError).not.toHaveBeenCalled();
  });
});
