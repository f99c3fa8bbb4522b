// The HTTP server: security rules, static assets, then React Router for every page and endpoint.
// Bundled by Vite together with the routes (see vite.config.ts), so both share one module graph.
import { randomBytes } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { requestLimits } from "~/config/limits";
import { boot } from "~/server/boot";
import { requestInfoContext, servicesContext } from "~/server/context";
import { hostRefusal } from "~/server/security/host-header";
import { nonceContext } from "~/server/security/nonce";
import { createMicroCache, isCacheable, publicPageCache } from "~/server/security/micro-cache";
import { checkRequest, contentSecurityPolicy, refusalPage, wantsPage } from "~/server/security/request-guard";

export async function start(options: { vite?: ViteDevServer } = {}) {
  const running = await boot();
  const { services } = running;
  const { config } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(compression());

  // Before anything builds a URL from the Host header (React Router's adapter does, and throws).
  app.use((req, res, next) => {
    const message = hostRefusal(req.get("host"), config.trustProxy ? req.get("x-forwarded-host") : undefined);
    if (!message) return next();
    res.status(400).json({ errors: { _: [message] }, message });
  });

  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (!options.vite) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    if (config.production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    const refusal = checkRequest({
      method: req.method,
      path: req.path,
      headers: req.headers,
      ownOrigins: [new URL(config.publicUrl).origin, `${req.protocol}://${req.get("host")}`],
      maxBodyBytes: requestLimits.maxBodyBytes,
      maxUploadBytes: requestLimits.maxUploadBytes,
    });
    if (!refusal) return next();
    if (wantsPage(req.path, req.get("accept"))) {
      // A form sent without JavaScript (e.g. an oversized upload): a page a person can read.
      const referer = req.get("referer");
      const back = referer && referer.startsWith(`${req.protocol}://${req.get("host")}/`) ? referer : "/";
      return void res.status(refusal.status).type("html").send(refusalPage(refusal.message, back));
    }
    res.status(refusal.status).json({ errors: { _: [refusal.message] }, message: refusal.message });
  });

  const cacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 5);
  if (!options.vite && cacheSeconds > 0) {
    app.use(microCache({ ...publicPageCache, ttlMs: cacheSeconds * 1000 }));
  }

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else {
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
    app.use(express.static("build/client", { maxAge: "1h", index: false }));
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: options.vite
        ? () => options.vite!.ssrLoadModule("virtual:react-router/server-build") as never
        : () => import("virtual:react-router/server-build"),
      mode: options.vite ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(requestInfoContext, { ip: req.ip ?? "unknown" });
        context.set(nonceContext, options.vite ? "" : (res.locals.nonce as string));
        return context;
      },
    }),
  );

  const server = app.listen(config.port, () => {
    console.log(`${services.branding.name} is running on http://localhost:${config.port}`);
  });
  const shutdown = async () => {
    server.close();
    await running.stop().catch(() => {});
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  return server;
}

/** Serves visitors' public list pages from a few seconds' cache (app/server/security/micro-cache.ts). */
function microCache(cacheOptions: typeof publicPageCache): express.RequestHandler {
  const cache = createMicroCache(cacheOptions);
  return (req, res, next) => {
    if (!isCacheable(req.method, req.path, req.headers.cookie, cacheOptions)) return next();
    const key = req.originalUrl;
    const hit = cache.get(key);
    if (hit) {
      // The cached HTML carries the nonce of the render that produced it.
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(hit.nonce));
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      res.setHeader("X-Cache", "HIT");
      res.status(hit.status).end(hit.body);
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
      if (res.statusCode === 200 && !res.getHeader("set-cookie")) {
        const type = String(res.getHeader("content-type") ?? "text/html; charset=utf-8");
        cache.set(key, { status: 200, headers: { "Content-Type": type }, body: Buffer.concat(chunks), nonce: res.locals.nonce as string });
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.setHeader("X-Cache", "MISS");
    next();
  };
}
