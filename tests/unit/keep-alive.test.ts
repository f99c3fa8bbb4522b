// Idle keep-alive connections (server/keep-alive.ts): a client that reuses a connection after a
// pause longer than Node's default (5 s advertised, 6 s kept) must find it open, not have it closed under its next request
// ("socket hang up", as Playwright's request context met in CI). Node's default, beside it, closes it.
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { holdIdleConnections, IDLE_CONNECTION_MS } from "../../server/keep-alive";

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function listening(hold: boolean): Promise<number> {
  const server = createServer((_req, res) => res.end("ok"));
  if (hold) holdIdleConnections(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends one request on the socket and resolves with what came back, or "closed" if the socket ended first. */
function ask(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let seen = "";
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.endsWith("ok")) done(seen);
    };
    const done = (answer: string) => {
      socket.off("data", onData).off("close", onClose);
      resolve(answer);
    };
    const onClose = () => done("closed");
    socket.on("data", onData).on("close", onClose);
    if (socket.destroyed || socket.readyState !== "open") return done("closed");
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
  });
}

/** A first request, a pause of `pauseMs`, a second request on the same connection. */
async function afterPause(port: number, pauseMs: number): Promise<[string, string]> {
  const socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const first = await ask(socket);
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
  const second = await ask(socket);
  socket.destroy();
  return [first, second];
}

describe("idle keep-alive connections", () => {
  it("stay open past Node's default (5 s, and 1 s of grace since Node 24), and the headers timeout exceeds the idle timeout", async () => {
    const [held, plain] = await Promise.all([listening(true), listening(false)]);
    const [[heldFirst, heldSecond], [plainFirst, plainSecond]] = await Promise.all([afterPause(held, 6_500), afterPause(plain, 6_500)]);
    expect(heldFirst).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Keep-Alive: timeout=65/i);
    expect(heldSecond).toMatch(/^HTTP\/1\.1 200 OK/);
    // Beside it, Node's default: the connection was closed while idle.
    expect(plainFirst).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(plainSecond).toBe("closed");
    const server = holdIdleConnections(createServer());
    expect(server.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  }, 15_000);
});
