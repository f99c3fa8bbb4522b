// How long an idle keep-alive connection stays open. Node closes one after 5 s by default (plus 1 s
// of grace); a client that keeps its connections without a timeout of its own (Node's http.Agent
// with keepAlive, as Playwright's request context uses; many proxies and load balancers) may send
// its next request on one at the very moment the server closes it, and gets "socket hang up".
// Holding idle connections longer than such clients' own idle timeouts (60 s for most load
// balancers) keeps that race away from every ordinary pause. It holds nothing an attacker could not
// hold already: a connection that never sends its headers is kept up to Node's headersTimeout (60 s).
import type { Server } from "node:http";

export const IDLE_CONNECTION_MS = 65_000;

export function holdIdleConnections(server: Server): Server {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  return server;
}

/**
 * On shutdown: the idle connections closed now, and each one whose response is still going out
 * closed as soon as it is sent (after a second, not 65), so that `server.close()` can finish.
 */
export function letConnectionsGo(server: Server): void {
  server.keepAliveTimeout = 1;
  server.closeIdleConnections();
}
