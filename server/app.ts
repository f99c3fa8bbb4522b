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
import { nonceContext } from "~/server/security/nonce";
import { checkRequest, contentSecurityPolicy } from "~/server/security/request-guard";

export async function start(options: { vite?: ViteDevServer } = {}) {
  const running = await boot();
  const { services } = running;
  const { config } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(compression());

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
    res.status(refusal.status).json({ errors: { _: [refusal.message] }, message: refusal.message });
  });

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
