import { describe, expect, it } from "vitest";
import { contactParts, telHref } from "./contact-links";

describe("contactParts", () => {
  it("keeps plain text as one part", () => {
    expect(contactParts("Ask at the front desk")).toEqual([{ kind: "text", text: "Ask at the front desk" }]);
    expect(contactParts("")).toEqual([]);
  });

  it("finds an e-mail address; a full stop after it stays text", () => {
    expect(contactParts("Write to sam.lee+groups@paws.example.org.")).toEqual([
      { kind: "text", text: "Write to " },
      { kind: "email", text: "sam.lee+groups@paws.example.org", href: "mailto:sam.lee+groups@paws.example.org" },
      { kind: "text", text: "." },
    ]);
  });

  it("finds phone numbers written with spaces, hyphens, brackets and a leading +", () => {
    expect(contactParts("Call (555) 123-4567")).toEqual([
      { kind: "text", text: "Call " },
      { kind: "phone", text: "(555) 123-4567", href: "tel:5551234567" },
    ]);
    expect(contactParts("+44 20 7946 0958")).toEqual([
      { kind: "phone", text: "+44 20 7946 0958", href: "tel:+442079460958" },
    ]);
    expect(contactParts("0161 496 0000")).toEqual([{ kind: "phone", text: "0161 496 0000", href: "tel:01614960000" }]);
  });

  it("finds an address and a number in one line, in order", () => {
    expect(contactParts("Sam: sam@example.org or 07700 900123 (evenings)")).toEqual([
      { kind: "text", text: "Sam: " },
      { kind: "email", text: "sam@example.org", href: "mailto:sam@example.org" },
      { kind: "text", text: " or " },
      { kind: "phone", text: "07700 900123", href: "tel:07700900123" },
      { kind: "text", text: " (evenings)" },
    ]);
  });

  it("leaves a bracket the number does not close with the text", () => {
    expect(contactParts("Jo (07700 900123)")).toEqual([
      { kind: "text", text: "Jo (" },
      { kind: "phone", text: "07700 900123", href: "tel:07700900123" },
      { kind: "text", text: ")" },
    ]);
  });

  it("does not take short numbers, times, digits inside words or an address's digits for a phone", () => {
    for (const text of ["Tuesdays 6-8pm", "Room 12, 2nd floor", "Code AB1234567", "Meet at 10:30", "Flat 4B"]) {
      expect(contactParts(text)).toEqual([{ kind: "text", text }]);
    }
    expect(contactParts("walks2024555@example.org")).toEqual([
      { kind: "email", text: "walks2024555@example.org", href: "mailto:walks2024555@example.org" },
    ]);
  });

  it("keeps two numbers on two lines apart, and refuses a run of digits too long for a phone", () => {
    expect(contactParts("555 0100 111\n555 0199 222").filter((part) => part.kind === "phone")).toHaveLength(2);
    expect(contactParts("1234567890123456")).toEqual([{ kind: "text", text: "1234567890123456" }]);
  });
});

describe("telHref", () => {
  it("keeps the digits and a leading +", () => {
    expect(telHref("+1 (555) 010-0199")).toBe("tel:+15550100199");
    expect(telHref("555-0100 99")).toBe("tel:555010099");
  });
});
