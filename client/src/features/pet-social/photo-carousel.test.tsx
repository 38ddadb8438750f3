import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { PetPhoto } from "@shared/schema";
import { PhotoCarousel } from "./photo-carousel";
import { createQueryClient } from "@/lib/query-client";
import { PUBLISHED_ITEM } from "@/test/item-fixtures";

function photo(n: number): PetPhoto {
  return {
    id: `p${n}`,
    imageUrl: `/objects/uploads/00000000-0000-4000-8000-00000000000${n}`,
    petName: `Pet ${n}`,
    petType: "dog",
    ownerName: `Owner ${n}`,
    description: null,
    isGuest: true,
    replies: 0,
    editedAt: null,
    ...PUBLISHED_ITEM,
    createdAt: new Date("2026-01-01T00:00:00Z"),
  };
}

const PHOTOS = [photo(1), photo(2), photo(3)];

/** The gates read the reader's content-warning choices through React Query. */
function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

function renderCarousel(props: Partial<Parameters<typeof PhotoCarousel>[0]> = {}) {
  const fetchNextPage = vi.fn();
  render(
    <PhotoCarousel
      photos={PHOTOS}
      hasNextPage={false}
      isFetchingNextPage={false}
      fetchNextPage={fetchNextPage}
      {...props}
    />,
    { wrapper: Providers },
  );
  return { fetchNextPage };
}

function currentDot() {
  return screen
    .getAllByRole("button", { name: /^Show photo / })
    .find((dot) => dot.getAttribute("aria-current") === "true");
}

describe("PhotoCarousel", () => {
  it("shows each photo with its alt text, loading all but the first lazily", () => {
    renderCarousel();
    const images = screen.getAllByRole("img", { hidden: true });
    expect(images.map((image) => image.getAttribute("alt"))).toEqual([
      "Pet 1, shared by Owner 1",
      "Pet 2, shared by Owner 2",
      "Pet 3, shared by Owner 3",
    ]);
    expect(images.map((image) => image.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
    expect(images[0]).toHaveAttribute("width");
    expect(images[0]).toHaveAttribute("height");
  });

  it("marks a guest's photo 'guest' and a member's not", () => {
    renderCarousel({ photos: [photo(1), { ...photo(2), isGuest: false }] });
    const [guestCaption, memberCaption] = screen.getAllByText(/^Shared by /, { ignore: "img" });
    expect(guestCaption).toHaveTextContent("Shared by Owner 1guest");
    expect(memberCaption).toHaveTextContent(/^Shared by Owner 2$/);
  });

  it("links the photo in view to its own page, and keeps the others out of the tab order", async () => {
    renderCarousel();
    const photoLink = screen.getByRole("link", { name: "Pet 1, shared by Owner 1" });
    expect(photoLink).toHaveAttribute("href", "/pets-social/photos/p1");
    expect(photoLink).not.toHaveAttribute("tabindex");
    const hidden = screen.getByRole("link", { name: "Pet 2, shared by Owner 2", hidden: true });
    expect(hidden).toHaveAttribute("tabindex", "-1");
    await userEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(screen.getByRole("link", { name: "Pet 2, shared by Owner 2" })).not.toHaveAttribute("tabindex");
  });

  it("wraps from the first photo back to the last, and from the last forward to the first", async () => {
    renderCarousel();
    expect(currentDot()).toHaveAccessibleName("Show photo 1");
    await userEvent.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(currentDot()).toHaveAccessibleName("Show photo 3");
    expect(screen.getByRole("img", { name: "Pet 3, shared by Owner 3" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(currentDot()).toHaveAccessibleName("Show photo 1");
  });

  it("jumps to a photo from its dot, and only that dot is current", async () => {
    renderCarousel();
    await userEvent.click(screen.getByRole("button", { name: "Show photo 2" }));
    expect(screen.getByRole("button", { name: "Show photo 2" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Show photo 1" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("img", { name: "Pet 2, shared by Owner 2" })).toBeInTheDocument();
  });

  it("moves with the arrow keys while it has focus", () => {
    renderCarousel();
    const carousel = screen.getByRole("region", { name: "Pet photos" });
    fireEvent.keyDown(carousel, { key: "ArrowLeft" });
    expect(currentDot()).toHaveAccessibleName("Show photo 3");
    fireEvent.keyDown(carousel, { key: "ArrowRight" });
    fireEvent.keyDown(carousel, { key: "ArrowRight" });
    expect(currentDot()).toHaveAccessibleName("Show photo 2");
  });

  it("goes back to the first photo when a newly shared one arrives", async () => {
    const { rerender } = render(
      <PhotoCarousel photos={PHOTOS} hasNextPage={false} isFetchingNextPage={false} fetchNextPage={vi.fn()} />,
      { wrapper: Providers },
    );
    await userEvent.click(screen.getByRole("button", { name: "Show photo 3" }));
    rerender(
      <PhotoCarousel
        photos={[photo(4), ...PHOTOS]}
        hasNextPage={false}
        isFetchingNextPage={false}
        fetchNextPage={vi.fn()}
      />,
    );
    expect(currentDot()).toHaveAccessibleName("Show photo 1");
    expect(screen.getByRole("img", { name: "Pet 4, shared by Owner 4" })).toBeInTheDocument();
  });

  it("asks for the next page when the last loaded photo is reached", async () => {
    const { fetchNextPage } = renderCarousel({ hasNextPage: true });
    expect(fetchNextPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Show photo 3" }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("blurs a marked photo until it is tapped, and keeps its caption collapsed until Show", async () => {
    renderCarousel({
      photos: [{ ...photo(1), description: "Her last walk.", contentWarnings: ["pet-loss"] }, photo(2)],
    });
    expect(screen.queryByRole("link", { name: "Pet 1, shared by Owner 1" })).toBeNull();
    expect(screen.getAllByText("Content warning: pet loss")).toHaveLength(2);
    expect(screen.getByText("Pet 1")).toBeInTheDocument();
    const [showPhoto] = screen.getAllByRole("button", { name: "Show" });
    await userEvent.click(showPhoto!);
    expect(screen.getByRole("link", { name: "Pet 1, shared by Owner 1" })).toBeInTheDocument();
    expect(screen.queryByText("Her last walk.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByText("Her last walk.")).toBeInTheDocument();
  });

  it("keeps everything in a photo out of view unreachable, a warning's Show included", () => {
    renderCarousel({ photos: [photo(1), { ...photo(2), contentWarnings: ["grief"] }] });
    const [first, second] = screen
      .getAllByRole("listitem", { hidden: true })
      .filter((item) => item.hasAttribute("aria-roledescription"));
    expect(first).not.toHaveAttribute("inert");
    expect(second).toHaveAttribute("inert");
    expect(screen.queryByRole("button", { name: "Show" })).toBeNull();
  });
});
