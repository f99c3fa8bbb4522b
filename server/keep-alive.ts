// How long an idle keep-alive connection stays open. Node closes one after 5 s by default (6 s since Node 24); a
// client that keeps its connections without a timeout of its own (Node's http.Agent with
// keepAlive, as Playwright's request context uses, many proxies and load balancers) may send its
// next request on one at the very moment the server closes it, and gets "socket hang up". Holding
// idle connections longer than such clients' own idle timeouts (60 s for most load balancers)
// keeps that race away from every ordinary pause. The headers timeout must exceed it (Node's
// documented rule), or a slow first request on a reused connection would be cut.
import type { Server } from "node:http";

export const IDLE_CONNECTION_MS = 65_000;

export function holdIdleConnections(server: Server): Server {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return server;
}
