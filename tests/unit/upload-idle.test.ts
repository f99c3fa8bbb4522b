// An upload that stops sending holds one of the instance's few upload slots: it is dropped after
// the idle limit, keeping nothing.
import { describe, expect, it } from "vitest";
import { receiveUpload } from "~/server/documents/receive";
import { createMemoryStorage } from "~/server/storage/storage";

const BOUNDARY = "----idle-probe";

const HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;

/**
 * A multipart request that sends its first part header and 70 KB of a PDF, then `rest`: nothing
 * ever again ("stall"), or 100 bytes every 20 ms ("trickle").
 */
function slowUpload(rest: "stall" | "trickle"): { request: Request; closed: () => boolean } {
  let closed = false;
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sent) {
        sent = true;
        return controller.enqueue(new TextEncoder().encode(HEAD + "x".repeat(70_000)));
      }
      if (rest === "stall") return new Promise(() => {});
      await new Promise((resolve) => setTimeout(resolve, 20));
      controller.enqueue(new TextEncoder().encode("y".repeat(100)));
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

describe("a stalled or trickling upload", () => {
  for (const rest of ["stall", "trickle"] as const) {
    it(`is refused with 408 and its body closed (${rest})`, async () => {
      const { request, closed } = slowUpload(rest);
      const result = await receiveUpload(request, createMemoryStorage(), { fileFields: ["file"], maxFiles: 1, idleMs: 200 });
      expect(result).toEqual({ ok: false, status: 408, message: "The upload was too slow or stalled. Please try again." });
      expect(closed()).toBe(true);
    });
  }

  it("does not affect an upload that keeps sending", async () => {
    const storage = createMemoryStorage();
    const form = new FormData();
    form.append("file", new File([new TextEncoder().encode("%PDF-1.4\n" + "y".repeat(1000))], "b.pdf", { type: "application/pdf" }));
    const request = new Request("http://localhost/api/judgments/documents", { method: "POST", body: form });
    const result = await receiveUpload(request, storage, { fileFields: ["file"], maxFiles: 1, idleMs: 200 });
    expect(result.ok).toBe(true);
  });
});
