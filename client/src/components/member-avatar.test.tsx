import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_AUTHOR } from "@shared/names";
import { AVATAR_ANIMALS, AVATAR_COLORS, MemberAvatar, avatarFor } from "./member-avatar";

describe("avatarFor", () => {
  it("gives a name the same animal and colour every time, whatever its case", () => {
    expect(avatarFor("maya_and_biscuit")).toEqual(avatarFor("maya_and_biscuit"));
    expect(avatarFor("Maya_And_Biscuit")).toEqual(avatarFor("maya_and_biscuit"));
  });

  it("spreads names over every animal and colour", () => {
    const looks = Array.from({ length: 400 }, (_, index) => avatarFor(`member_${index}`));
    const animals = new Map<string, number>();
    const colors = new Map<string, number>();
    for (const look of looks) {
      animals.set(look.animal, (animals.get(look.animal) ?? 0) + 1);
      colors.set(look.color, (colors.get(look.color) ?? 0) + 1);
    }
    expect([...animals.keys()].sort()).toEqual([...AVATAR_ANIMALS].sort());
    expect([...colors.keys()].sort()).toEqual([...AVATAR_COLORS].sort());
    // Roughly even: no animal or colour takes more than twice its share.
    for (const count of animals.values()) expect(count).toBeLessThan((2 * 400) / AVATAR_ANIMALS.length);
    for (const count of colors.values()) expect(count).toBeLessThan((2 * 400) / AVATAR_COLORS.length);
    const pairs = new Set(looks.map((look) => `${look.animal} ${look.color}`));
    expect(pairs.size).toBeGreaterThan(AVATAR_ANIMALS.length * AVATAR_COLORS.length * 0.8);
  });

  it("gives neighbouring names different looks", () => {
    const looks = ["sam", "sam1", "sam2", "sam3"].map((name) => JSON.stringify(avatarFor(name)));
    expect(new Set(looks).size).toBeGreaterThan(2);
  });

  it("gives everything posted as 'A member' one neutral look that reveals nobody", () => {
    const anonymous = avatarFor(ANONYMOUS_AUTHOR);
    expect(anonymous.animal).toBe("anonymous");
    expect(avatarFor("maya_and_biscuit", true)).toEqual(anonymous);
    expect(avatarFor("theo_and_juniper", true)).toEqual(anonymous);
  });
});

describe("MemberAvatar", () => {
  it("is decoration of the given size beside the written name", () => {
    const { container } = render(<MemberAvatar name="maya_and_biscuit" size={40} />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("width", "40");
    expect(svg).toHaveAttribute("height", "40");
    expect(svg.dataset.avatar).toBe(avatarFor("maya_and_biscuit").animal);
  });
});
