// Serves visitors' public list pages from a few seconds' cache (app/server/security/micro-cache.ts)
// without sharing a CSP nonce: the page is kept cut at the nonce its render used, and every answer,
// hit or miss, carries its own fresh nonce in both the HTML and the Content-Security-Policy header.
// Pages are kept per day (`day`, the US Eastern date the app computes figures for): a judgment page
// shows its estimated balance "as of" today, so a render from before midnight is never answered after it.
import type express from "express";
import { createMicroCache, isCacheable, joinAtNonce, splitAtNonce, type MicroCacheOptions } from "~/server/security/micro-cache";

/**
 * `onHit`: what a render would have done besides rendering (a judgment page notes its view).
 * `day`: the date the pages' figures are computed for; part of the key, so a new day never hits a
 * page of the day before.
 */
export function pageCache(
  cacheOptions: MicroCacheOptions,
  onHit: (req: express.Request) => void = () => {},
  day: () => string = () => "",
): express.RequestHandler {
  const cache = createMicroCache(cacheOptions);
  return (req, res, next) => {
    if (!isCacheable(req.method, req.path, req.headers.cookie, cacheOptions)) return next();
    // This answer's own nonce (server/security-headers.ts), already in its CSP header.
    const nonce = res.locals.nonce as string;
    const key = `${day()} ${req.originalUrl}`;
    const hit = cache.get(key);
    if (hit) {
      onHit(req);
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      res.setHeader("X-Cache", "HIT");
      res.status(hit.status).end(joinAtNonce(hit.parts, nonce));
      return;
    }
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown) => {
      if (typeof chunk === "string" || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk as string));
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== "function") keep(chunk);
      // Only a visitor's render: never one with a cookie to set, nor one a loader made for a member.
      const member = (res.locals.requestInfo as { member?: boolean } | undefined)?.member === true;
      if (res.statusCode === 200 && !res.getHeader("set-cookie") && !member) {
        const type = String(res.getHeader("content-type") ?? "text/html; charset=utf-8");
        cache.set(key, { status: 200, headers: { "Content-Type": type }, parts: splitAtNonce(Buffer.concat(chunks), nonce) });
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.setHeader("X-Cache", "MISS");
    next();
  };
}
