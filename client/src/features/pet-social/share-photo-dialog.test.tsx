import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { SharePhotoDialog } from "./share-photo-dialog";
import { NOT_AN_IMAGE_MESSAGE } from "./use-photo-upload";

const OBJECT_PATH = "/objects/uploads/3f1c2b7e-9d1a-4c55-8e0f-2a6b9c1d4e5f";
const TICKET = { uploadURL: "/objects/upload/3f1c2b7e-9d1a-4c55-8e0f-2a6b9c1d4e5f?sig=abc", objectPath: OBJECT_PATH };

/** A stand-in XMLHttpRequest the test finishes by hand, after reporting some progress. */
class FakeUpload {
  static last: FakeUpload | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  finish(status: number) {
    this.status = status;
    this.onload?.();
  }
}

/**
 * A stand-in for the browser's Image, for the processed preview's tries: the server's thumbnail
 * answers 404 (onerror) until `FakeImage.ready` is set, as while the server is still processing it.
 */
class FakeImage {
  static ready = false;
  static tries: string[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    FakeImage.tries.push(value);
    queueMicrotask(() => (FakeImage.ready ? this.onload?.() : this.onerror?.()));
  }
}

let alertSpy: ReturnType<typeof vi.fn>;
let decoded: { file: unknown; closed: boolean }[];
let drawn: number;
beforeEach(() => {
  FakeUpload.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
  alertSpy = vi.fn();
  vi.stubGlobal("alert", alertSpy);
  FakeImage.ready = true;
  FakeImage.tries = [];
  vi.stubGlobal("Image", FakeImage);
  // jsdom decodes and draws no pictures: the browser's own copy of the chosen file, and its canvas.
  decoded = [];
  drawn = 0;
  vi.stubGlobal("createImageBitmap", (file: unknown) => {
    const picture = { file, width: 427, height: 320, closed: false, close: () => void (picture.closed = true) };
    decoded.push(picture);
    return Promise.resolve(picture);
  });
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
    drawImage: () => void drawn++,
  } as unknown as CanvasRenderingContext2D);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function png(size = 68): File {
  return new File([new Uint8Array(size)], "biscuit.png", { type: "image/png" });
}

async function openDialog() {
  renderAt(
    <>
      <SharePhotoDialog />
      <Toaster />
    </>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Share Photo" }));
}

async function uploadPhoto() {
  await userEvent.upload(screen.getByLabelText("Photo"), png());
  await vi.waitFor(() => expect(FakeUpload.last).not.toBeNull());
  act(() => FakeUpload.last!.progress(40, 100));
  expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "40");
  expect(screen.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  act(() => FakeUpload.last!.finish(200));
  await vi.waitFor(() =>
    expect(screen.getByRole("img", { name: "Preview of your uploaded photo" })).toHaveAttribute(
      "src",
      `${OBJECT_PATH}?size=thumb`,
    ),
  );
}

describe("SharePhotoDialog", () => {
  it("refuses a file over 10485760 bytes with an alert and uploads nothing", async () => {
    const fetchMock = stubFetch(() => json(TICKET));
    await openDialog();
    await userEvent.upload(screen.getByLabelText("Photo"), png(10485761));
    expect(alertSpy).toHaveBeenCalledWith("File size must be less than 10MB");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeUpload.last).toBeNull();
  });

  it("accepts a file of exactly 10485760 bytes, the server's own bound", async () => {
    stubFetch(() => json(TICKET));
    await openDialog();
    await userEvent.upload(screen.getByLabelText("Photo"), png(10485760));
    await vi.waitFor(() => expect(FakeUpload.last).not.toBeNull());
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("refuses a file that is not an image with an alert", async () => {
    const fetchMock = stubFetch(() => json(TICKET));
    await openDialog();
    const notes = new File(["just text"], "notes.txt", { type: "text/plain" });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText("Photo"), notes);
    expect(alertSpy).toHaveBeenCalledWith(NOT_AN_IMAGE_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for a photo first when submitted without an upload", async () => {
    const fetchMock = stubFetch(() => json({}));
    await openDialog();
    await userEvent.type(screen.getByLabelText("Pet name"), "Biscuit");
    await userEvent.click(screen.getByRole("button", { name: "Share Photo" }));
    expect(await screen.findByText("Please upload a photo first")).toBeInTheDocument();
    expect(screen.getByText("Select a photo before submitting")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the chosen file's name and picture at once, then the processed picture once the server has it", async () => {
    stubFetch(() => json(TICKET));
    FakeImage.ready = false;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openDialog();
      await userEvent.upload(screen.getByLabelText("Photo"), png());
      // Before any byte has left: the browser's copy, drawn, and the name stays in the field.
      const preview = screen.getByRole("img", { name: "Preview of your uploaded photo" });
      expect(preview.tagName).toBe("CANVAS");
      await vi.waitFor(() => expect(drawn).toBe(1));
      expect((decoded[0]!.file as File).name).toBe("biscuit.png");
      expect(decoded[0]!.closed).toBe(true);
      expect(preview).toHaveAttribute("width", "427");
      expect(screen.getByText("Chosen: biscuit.png")).toBeInTheDocument();
      expect((screen.getByLabelText("Photo") as HTMLInputElement).files?.[0]?.name).toBe("biscuit.png");

      await vi.waitFor(() => expect(FakeUpload.last).not.toBeNull());
      act(() => FakeUpload.last!.finish(200));
      // The server is still processing it: its thumbnail fails, and the browser's copy stays.
      await vi.waitFor(() => expect(FakeImage.tries.length).toBeGreaterThanOrEqual(2));
      expect(screen.getByRole("img", { name: "Preview of your uploaded photo" }).tagName).toBe("CANVAS");

      FakeImage.ready = true;
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(screen.getByRole("img", { name: "Preview of your uploaded photo" })).toHaveAttribute(
        "src",
        `${OBJECT_PATH}?size=thumb`,
      );
      expect(FakeImage.tries.every((tried) => tried === `${OBJECT_PATH}?size=thumb`)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("alerts 'Failed to upload photo' when the upload is refused", async () => {
    stubFetch(() => json(TICKET));
    await openDialog();
    await userEvent.upload(screen.getByLabelText("Photo"), png());
    await vi.waitFor(() => expect(FakeUpload.last).not.toBeNull());
    act(() => FakeUpload.last!.finish(500));
    await vi.waitFor(() => expect(alertSpy).toHaveBeenCalledWith("Failed to upload photo: Upload failed: 500"));
    expect(screen.queryByRole("img", { name: "Preview of your uploaded photo" })).toBeNull();
    // Cleared, so choosing the same file again tries again.
    await vi.waitFor(() => expect((screen.getByLabelText("Photo") as HTMLInputElement).value).toBe(""));
  });

  it("uploads with progress, shares the photo, toasts success and opens empty again", async () => {
    const fetchMock = stubFetch((url) => (url === "/api/objects/upload" ? json(TICKET) : json({ id: "p1" }, 201)));
    await openDialog();
    await uploadPhoto();
    expect(FakeUpload.last!.method).toBe("PUT");
    expect(FakeUpload.last!.url).toBe(TICKET.uploadURL);
    expect(FakeUpload.last!.headers["Content-Type"]).toBe("image/png");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ contentType: "image/png" });

    await userEvent.type(screen.getByLabelText("Pet name"), "Biscuit");
    await userEvent.selectOptions(screen.getByLabelText("Pet type"), "dog");
    await userEvent.type(screen.getByLabelText("Your name"), "Sam");
    await userEvent.click(screen.getByRole("button", { name: "Share Photo" }));

    expect(await screen.findByText("Pet photo shared successfully!")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe("/api/pet-photos");
    expect(JSON.parse(String(init?.body))).toEqual({
      imageUrl: OBJECT_PATH,
      petName: "Biscuit",
      petType: "dog",
      description: "",
      ownerName: "Sam",
      contentWarnings: [],
      noindex: false,
    });

    await userEvent.click(screen.getByRole("button", { name: "Share Photo" }));
    expect(screen.getByLabelText("Pet name")).toHaveValue("");
    expect(screen.queryByRole("img", { name: "Preview of your uploaded photo" })).toBeNull();
  });

  it("shows the server's reason when sharing fails", async () => {
    stubFetch((url) =>
      url === "/api/objects/upload" ? json(TICKET) : json({ message: "This photo has already been shared" }, 409),
    );
    await openDialog();
    await uploadPhoto();
    await userEvent.click(screen.getByRole("button", { name: "Share Photo" }));
    expect(
      await screen.findByText("Failed to share pet photo: This photo has already been shared"),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
