import { describe, expect, it } from "vitest";
import { readTextWithin } from "~/server/security/bounded-body";

/** A request whose body arrives in chunks without a declared length, counting what was pulled. */
function chunkedRequest(chunks: string[]) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks.length) return controller.close();
      controller.enqueue(new TextEncoder().encode(chunks[pulled++]));
    },
  });
  const request = new Request("http://localhost/webhooks/stripe", { method: "POST", body, duplex: "half" } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("readTextWithin", () => {
  it("reads a body within the limit", async () => {
    const { request } = chunkedRequest(['{"a":', "1}"]);
    expect(await readTextWithin(request, 100)).toBe('{"a":1}');
  });

  it("stops reading as soon as the body passes the limit", async () => {
    const { request, pulled } = chunkedRequest(Array.from({ length: 1000 }, () => "x".repeat(100)));
    expect(await readTextWithin(request, 250)).toBeNull();
    expect(pulled()).toBeLessThan(10);
  });

  it("reads an empty body as empty text", async () => {
    expect(await readTextWithin(new Request("http://localhost/", { method: "POST" }), 10)).toBe("");
  });
});
