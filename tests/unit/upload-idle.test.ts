// An upload that stops sending holds one of the instance's few upload slots: it is dropped after
// the idle limit, keeping nothing.
import { describe, expect, it } from "vitest";
import { receiveUpload } from "~/server/documents/receive";
import { createMemoryStorage } from "~/server/storage/storage";

const BOUNDARY = "----idle-probe";

/** A multipart request that sends its first part header and a few bytes of a PDF, then nothing. */
function stallingUpload(): { request: Request; closed: () => boolean } {
  let closed = false;
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) return new Promise(() => {}); // never another byte
      sent = true;
      controller.enqueue(new TextEncoder().encode(head + "x".repeat(70_000)));
    },
    cancel() {
      closed = true;
    },
  });
  const request = new Request("http://localhost/api/judgments/documents", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, closed: () => closed };
}

describe("a stalled upload", () => {
  it("is refused with 408 once no bytes came for the idle limit", async () => {
    const storage = createMemoryStorage();
    const { request } = stallingUpload();
    const started = Date.now();
    const result = await receiveUpload(request, storage, { fileFields: ["file"], maxFiles: 1, idleMs: 200 });
    expect(result).toEqual({ ok: false, status: 408, message: "The upload stalled. Please try again." });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("does not affect an upload that keeps sending", async () => {
    const storage = createMemoryStorage();
    const form = new FormData();
    form.append("file", new File([new TextEncoder().encode("%PDF-1.4\n" + "y".repeat(1000))], "b.pdf", { type: "application/pdf" }));
    const request = new Request("http://localhost/api/judgments/documents", { method: "POST", body: form });
    const result = await receiveUpload(request, storage, { fileFields: ["file"], maxFiles: 1, idleMs: 200 });
    expect(result.ok).toBe(true);
  });
});
