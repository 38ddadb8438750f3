import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm, type FieldValues } from "react-hook-form";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_TOO_LARGE_MESSAGE } from "@shared/constants";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { NOT_AN_IMAGE_MESSAGE } from "@/features/pet-social/use-photo-upload";
import { AdminImageField } from "./admin-image-field";

const ID = "3f1c2b7e-9d1a-4c55-8e0f-2a6b9c1d4e5f";
const OBJECT_PATH = `/objects/uploads/${ID}`;
const TICKET = { uploadURL: `/objects/upload/${ID}?sig=abc`, objectPath: OBJECT_PATH };

/** A stand-in XMLHttpRequest that the test finishes by hand. */
class FakeUpload {
  static last: FakeUpload | null = null;
  upload = {
    onprogress: null as ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  url = "";
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeUpload.last = this;
  }
  abort() {
    this.onabort?.();
  }
  finish(status: number) {
    this.status = status;
    this.onload?.();
  }
}

beforeEach(() => {
  FakeUpload.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

let values: FieldValues = {};
function Harness({ initial }: { initial: FieldValues }) {
  const form = useForm<FieldValues>({ defaultValues: initial });
  values = form.watch();
  return <AdminImageField id="test-image" label="Image" form={form} />;
}

function renderField(initial: FieldValues = { imageUrl: "", imageAlt: "" }) {
  return renderAt(<Harness initial={initial} />);
}

function file(type = "image/png", size = 68): File {
  return new File([new Uint8Array(size)], "cover.png", { type });
}

describe("AdminImageField", () => {
  it("uploads a chosen file, shows its preview, asks for alt text, and removes it", async () => {
    const fetchMock = stubFetch((url) => (url === "/api/objects/upload" ? json(TICKET) : json({})));
    renderField();
    expect(screen.getByText("No image yet. Upload one, or import one from its address.")).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText("Upload an image"), file());
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ contentType: "image/png" });
    expect(FakeUpload.last!.url).toBe(TICKET.uploadURL);
    act(() => FakeUpload.last!.finish(200));

    const preview = await screen.findByRole("img", { name: "Preview of the chosen image" });
    expect(preview).toHaveAttribute("src", `/api/moderation/image-previews/${ID}`);
    expect(values.imageUrl).toBe(OBJECT_PATH);
    expect(screen.getByLabelText("Alt text (required)")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Alt text (required)"), "A sleepy greyhound");
    expect(screen.getByRole("img", { name: "Preview: A sleepy greyhound" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Remove image" }));
    expect(values).toMatchObject({ imageUrl: "", imageAlt: "" });
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("refuses a file that is not an image or is too large, in the browser, before any upload", async () => {
    const fetchMock = stubFetch(() => json({}));
    renderField();
    await userEvent.upload(screen.getByLabelText("Upload an image"), file("application/pdf"), { applyAccept: false });
    expect(await screen.findByRole("alert")).toHaveTextContent(NOT_AN_IMAGE_MESSAGE);
    await userEvent.upload(screen.getByLabelText("Upload an image"), file("image/png", 10 * 1024 * 1024 + 1));
    expect(await screen.findByRole("alert")).toHaveTextContent(UPLOAD_TOO_LARGE_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("imports an image from its address, and shows the server's refusal in words", async () => {
    let answer = json(
      { message: "This address points inside a private network or at this server, so it cannot be imported" },
      400,
    );
    const fetchMock = stubFetch(() => answer);
    renderField();
    const address = screen.getByLabelText("Or import from an address");
    await userEvent.type(address, "https://192.168.1.1/cat.png");
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("points inside a private network");
    expect(values.imageUrl).toBe("");

    answer = json({ objectPath: OBJECT_PATH }, 201);
    await userEvent.clear(address);
    await userEvent.type(address, "https://images.example.org/cat.png{Enter}");
    expect(await screen.findByRole("img", { name: "Preview of the chosen image" })).toBeInTheDocument();
    expect(values.imageUrl).toBe(OBJECT_PATH);
    const call = fetchMock.mock.calls.at(-1)!;
    expect(call[0]).toBe("/api/moderation/image-imports");
    expect(JSON.parse(String(call[1]?.body))).toEqual({ url: "https://images.example.org/cat.png" });
  });

  it("asks for an https address before importing", async () => {
    const fetchMock = stubFetch(() => json({}));
    renderField();
    await userEvent.type(screen.getByLabelText("Or import from an address"), "http://images.example.org/cat.png");
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("starting with https://");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("never shows a picture still at an outside address, and offers it for import", async () => {
    stubFetch(() => json({}));
    renderField({ imageUrl: "https://old.example.org/moose.jpg", imageAlt: "" });
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText(/still on another site/)).toBeInTheDocument();
    expect(screen.getByLabelText("Or import from an address")).toHaveValue("https://old.example.org/moose.jpg");
  });
});
