import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoadMore } from "@/components/load-more";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { QueryList } from "./query-list";

afterEach(() => vi.unstubAllGlobals());

interface Note {
  id: string;
  text: string;
}

/** A screen's list as every screen builds it: an infinite list read through QueryList. */
function Notes() {
  const list = useInfiniteList<Note>(["notes"], "/api/notes");
  return (
    <QueryList
      query={list}
      items={list.items}
      loading={<p role="status">Loading notes</p>}
      empty={<p>No notes yet</p>}
      errorMessage="We couldn't load the notes right now."
    >
      {(notes) => (
        <>
          <ul>
            {notes.map((note) => (
              <li key={note.id}>{note.text}</li>
            ))}
          </ul>
          <LoadMore list={list} />
        </>
      )}
    </QueryList>
  );
}

const down = () => json({ message: "Service unavailable" }, 503);

describe("QueryList", () => {
  it("shows the loading placeholder while the first page is on its way", () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderAt(<Notes />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading notes");
    expect(screen.queryByText("No notes yet")).toBeNull();
  });

  it("shows the items", async () => {
    stubFetch(() => json([{ id: "1", text: "Walk at noon" }]));
    renderAt(<Notes />);
    expect(await screen.findByText("Walk at noon")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the empty state only when the server answers with nothing", async () => {
    stubFetch(() => json([]));
    renderAt(<Notes />);
    expect(await screen.findByText("No notes yet")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("announces a failed load calmly instead of the empty state, and Try again (by keyboard) asks again", async () => {
    let isDown = true;
    const fetchMock = stubFetch(() => (isDown ? down() : json([{ id: "1", text: "Walk at noon" }])));
    renderAt(<Notes />);
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the notes right now.");
    expect(screen.queryByText("No notes yet")).toBeNull();
    expect(screen.queryByText(/503|Service unavailable/)).toBeNull();

    isDown = false;
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Try again" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Walk at noon")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("keeps the items on screen when the next page fails", async () => {
    stubFetch((url) =>
      url.includes("cursor")
        ? down()
        : json([{ id: "1", text: "Walk at noon" }], 200, { Link: '</api/notes?cursor=a>; rel="next"' }),
    );
    renderAt(<Notes />);
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("button", { name: "Load more" })).toBeEnabled();
    expect(screen.getByText("Walk at noon")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
