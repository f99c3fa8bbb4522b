// The HTTP server: security rules, static assets, then React Router for every page and endpoint.
// Bundled by Vite together with the routes (see vite.config.ts), so both share one module graph.
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { requestLimits } from "~/config/limits";
import { clientNetwork } from "~/domain/client-network";
import { todayIso } from "~/domain/dates";
import { boot } from "~/server/boot";
import { requestInfoContext, servicesContext, type RequestInfo } from "~/server/context";
import { hostRefusal, protoRefusal } from "~/server/security/host-header";
import { pathRefusal } from "~/server/security/request-path";
import { nonceContext } from "~/server/security/nonce";
import { publicPageCache } from "~/server/security/micro-cache";
import { checkRequest, refusalPage, wantsPage } from "~/server/security/request-guard";
import { pageCache } from "./page-cache";
import { compressionLayers } from "./document-compression";
import { recordCachedPageView } from "~/server/listings/view-counter";
import { testClockRoute } from "./test-clock";
import { testJobsRoute } from "./test-jobs";
import { isSettable, testClockEnabled } from "~/server/clock";
import { securityHeaders } from "./security-headers";
import { uploadGate } from "./upload-gate";
import { installCrashGuard } from "./crash-guard";
import { hotBuild, isHotPath } from "./hot-routes";
import { visitorPages } from "./visitor-pages";
import { memberPages } from "./member-pages";
import { holdIdleConnections, letConnectionsGo } from "./keep-alive";

export async function start(options: { vite?: ViteDevServer } = {}) {
  const running = await boot();
  const { services } = running;
  const { config } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // Compression at the fastest levels: on a 48 KB /judgments page gzip 1 costs 0.25 ms of CPU (level
  // 6, the default: 0.60 ms) for 9.8 KB instead of 8.6 KB, and Brotli quality 1 0.12 ms (quality 4, its
  // default: 0.67 ms) for 9.6 KB; HTML documents whole, in one call instead of a stream, in Zstandard
  // where the browser takes it (./document-compression.ts, ./whole-body-compression.ts). A proxy in
  // front that compresses may take this over (docs/decisions/0040, 0064).
  app.use(...compressionLayers());

  // Before anything builds a URL from the Host header (React Router's adapter does, and throws),
  // and before any rule reads the path (they must see the path the router will route).
  app.use((req, res, next) => {
    const message =
      hostRefusal(req.get("host"), config.trustProxy ? req.get("x-forwarded-host") : undefined) ??
      pathRefusal(req.path) ??
      (config.trustProxy ? protoRefusal(req.get("x-forwarded-proto")) : null);
    if (!message) return next();
    res.status(400).json({ errors: { _: [message] }, message });
  });

  app.use(securityHeaders({ csp: !options.vite, hsts: config.production }));
  app.use((req, res, next) => {
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
  // The browser tests' clock (E2E_TEST_CLOCK=1 on a local-only server; never on a deployment).
  if (testClockEnabled(process.env, config) && isSettable(services.clock)) {
    app.use(testClockRoute(services.clock));
    app.use(testJobsRoute(services));
  }
  // After the guard (origin, declared length), before any body is read: uploads need a member.
  app.use(uploadGate(services));

  const cacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 5);
  if (!options.vite && cacheSeconds > 0) {
    app.use(
      pageCache(
        { ...publicPageCache, ttlMs: cacheSeconds * 1000 },
        (req) =>
          recordCachedPageView(
            services.views,
            req.path,
            clientNetwork(req.ip ?? "unknown"),
            req.get("user-agent") ?? null,
            services.cookieSecret,
          ),
        // The judgment page's balance is "as of" today (US Eastern): never a page of the day before.
        () => todayIso(services.clock.now()),
      ),
    );
  }

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else {
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
    // The few public files (favicon, logo) have an extension; pages never do, so they skip the
    // file-system lookup that would miss on every page view.
    const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  const getLoadContext = (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    const info: RequestInfo = { ip: clientNetwork(req.ip ?? "unknown"), writtenPageFailed: res.locals.writtenPageFailed === true };
    res.locals.requestInfo = info; // read by the page cache: a member's page is never stored
    context.set(requestInfoContext, info);
    context.set(nonceContext, options.vite ? "" : (res.locals.nonce as string));
    return context;
  };
  if (options.vite) {
    // Development reloads the build on every request.
    const build = () => options.vite!.ssrLoadModule("virtual:react-router/server-build") as never;
    app.all("/{*splat}", createRequestHandler({ build, mode: "development", getLoadContext }));
  } else {
    // Production resolves the build once, so React Router builds its route tables once instead of
    // per request; the hottest pages go through a table of only their routes (./hot-routes.ts).
    const build = (await import("virtual:react-router/server-build")) as ServerBuild;
    // A cookie-less visitor's home, browse and judgment pages without React Router (./visitor-pages.ts); anything else goes on.
    // A member's judgment page too, when all its parts are markup (./member-pages.ts).
    const marked = testClockEnabled(process.env, config);
    app.use(visitorPages(services, { marked }));
    app.use(memberPages(services, { marked }));
    const hot = createRequestHandler({ build: hotBuild(build), mode: "production", getLoadContext });
    app.use((req, res, next) => ((req.method === "GET" || req.method === "HEAD") && isHotPath(req.path) ? hot(req, res, next) : next()));
    app.all("/{*splat}", createRequestHandler({ build, mode: "production", getLoadContext }));
  }

  const onListening = (error?: Error) => {
    // Express 5 calls back with the server's error (the port taken, say): the start failed.
    if (error) {
      console.error(`Could not listen on ${config.host ?? "every interface"}:${config.port}:`, error.message);
      process.exit(1);
    }
    installCrashGuard();
    const where = config.host ? `${config.host}:${config.port}` : `port ${config.port} on every interface`;
    console.log(`${services.branding.name} is running on ${config.publicUrl} (listening on ${where}).`);
    if (config.localOnly) console.log("Local demo: reachable from this machine only; e-mails at /dev/mail.");
  };
  const server = holdIdleConnections(
    config.host ? app.listen(config.port, config.host, onListening) : app.listen(config.port, onListening),
  );
  const shutdown = async () => {
    // Requests under way finish (and note their views) before the services stop; at most 10 s.
    await new Promise((resolve) => {
      server.close(resolve);
      letConnectionsGo(server);
      setTimeout(resolve, 10_000).unref();
    });
    await running.stop().catch(() => {});
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  return server;
}
