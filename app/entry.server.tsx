import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { ConstantMarkupContext } from "~/components/constant-markup";
import { HydrationContext, pageHydrates } from "~/components/hydration";
import { NonceContext } from "~/components/nonce";
import { constantMarkup } from "~/server/http/constant-markup";
import { lowPriorityPreloads } from "~/server/http/low-priority-preloads";
import { nonceContext } from "~/server/security/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext) || undefined;
  const hydrate = documentHydrates(routerContext);
  const app = (
    <NonceContext.Provider value={nonce ?? ""}>
      <HydrationContext.Provider value={hydrate}>
        <ConstantMarkupContext.Provider value={hydrate ? null : constantMarkup}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ConstantMarkupContext.Provider>
      </HydrationContext.Provider>
    </NonceContext.Provider>
  );
  if (!hydrate) {
    // Nothing for the browser to take over: the loader data is not sent and the page is one
    // synchronous string render. React Router encodes the loader data for the browser only when
    // this stream is first read (our patch, patches/react-router+8.4.0.patch): set aside unread, it
    // is never encoded, and no encoder's 5 s timer is started.
    routerContext.serverHandoffStream = undefined;
    const html = "<!DOCTYPE html>" + renderToString(app);
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    // As bytes: a string body is first scanned whole for lone surrogates by undici (its USVString
    // check, 2–4% of a page's CPU in profiles) and then encoded; Buffer.from only encodes, replacing
    // a lone surrogate with U+FFFD as that check would (decision 0056).
    return Promise.resolve(new Response(Buffer.from(html, "utf8"), { headers: responseHeaders, status: responseStatusCode }));
  }
  // The whole document is rendered, then sent as one buffer: no page streams (no Suspense), and
  // React's many 2 KB chunks each crossing a Node stream, a web stream and the socket cost more
  // CPU than the page itself (docs/decisions/0025-render-cost.md).
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(lowPriorityPreloads(Buffer.concat(chunks)), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        if (failed) return;
        pipe(body);
      },
      onShellError(error: unknown) {
        failed = true;
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Logged here whenever it happens (a failed shell is also logged by React Router).
        if (!request.signal.aborted) console.error(error);
      },
    });
  });
}

/** Whether this document hydrates: a matched route's handle asks to, and the page is no error page. */
function documentHydrates({ staticHandlerContext, routeModules }: EntryContext): boolean {
  const { matches, loaderData, errors } = staticHandlerContext;
  const matched = matches.map(({ route }) => ({ handle: routeModules[route.id]?.handle, loaderData: loaderData[route.id] }));
  return pageHydrates(matched, errors != null);
}

/** Errors are logged once on the server; the page never shows a stack trace. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}
