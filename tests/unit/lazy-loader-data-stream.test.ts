// Our patch of React Router (patches/react-router+8.4.0.patch, docs/decisions/0040): a document's
// loader data is encoded for the browser only when the entry reads `serverHandoffStream`. A page
// that does not hydrate sets it aside unread (app/entry.server.tsx) and pays nothing for it. The
// loader data here counts the reads of one of its fields: the encoder reads every field it sends.
import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

function buildWith(entry: (context: EntryContext) => Promise<void>, probe: { reads: number }): ServerBuild {
  const data = {
    get field() {
      probe.reads += 1;
      return "value";
    },
  };
  return {
    entry: {
      module: {
        default: async (_request: Request, status: number, headers: Headers, context: EntryContext) => {
          await entry(context);
          return new Response("<!DOCTYPE html><html></html>", { status, headers });
        },
      },
    },
    routes: { root: { id: "root", path: "", module: { loader: () => ({ data }), default: () => null } } },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    basename: "/",
  } as unknown as ServerBuild;
}

describe("the loader data stream of a document", () => {
  it("is never encoded when the entry sets it aside unread", async () => {
    const probe = { reads: 0 };
    const handler = createRequestHandler(
      buildWith(async (context) => {
        context.serverHandoffStream = undefined;
      }, probe),
      "production",
    );
    const response = await handler(new Request("http://localhost/"));
    expect(response.status).toBe(200);
    expect(probe.reads).toBe(0);
  });

  it("is encoded when the entry reads it (a page that hydrates)", async () => {
    const probe = { reads: 0 };
    const handler = createRequestHandler(
      buildWith(async (context) => {
        const stream = context.serverHandoffStream;
        expect(stream).toBeInstanceOf(ReadableStream);
        expect(await new Response(stream).text()).toContain("value");
      }, probe),
      "production",
    );
    expect((await handler(new Request("http://localhost/"))).status).toBe(200);
    expect(probe.reads).toBeGreaterThan(0);
  });
});
