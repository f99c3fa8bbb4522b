// Idle keep-alive connections (server/keep-alive.ts): a client that reuses a connection after a
// pause longer than Node's default (5 s advertised, 6 s kept) must find it open, not have it closed
// under its next request ("socket hang up", as Playwright's request context met in CI); Node's
// default, beside it, closes it. And on shutdown the held connections must not hold the server up.
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { holdIdleConnections, IDLE_CONNECTION_MS, letConnectionsGo } from "../../server/keep-alive";

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function listening(hold: boolean, answerAfterMs = 0): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => setTimeout(() => res.end("ok"), answerAfterMs));
  if (hold) holdIdleConnections(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
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
      socket.off("data", onData).off("close", onClose).off("error", onClose);
      resolve(answer);
    };
    const onClose = () => done("closed");
    socket.on("data", onData).on("close", onClose).on("error", onClose);
    if (socket.destroyed || socket.readyState !== "open") return done("closed");
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
  });
}

const opened = async (port: number) => {
  const socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  return socket;
};

/** A first request, a pause of `pauseMs`, a second request on the same connection. */
async function afterPause(port: number, pauseMs: number): Promise<[string, string]> {
  const socket = await opened(port);
  const first = await ask(socket);
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
  const second = await ask(socket);
  socket.destroy();
  return [first, second];
}

describe("idle keep-alive connections", () => {
  it("stay open past Node's default (5 s, and 1 s of grace), which closes them", async () => {
    const [held, plain] = await Promise.all([listening(true), listening(false)]);
    const [[heldFirst, heldSecond], [plainFirst, plainSecond]] = await Promise.all([
      afterPause(held.port, 6_500),
      afterPause(plain.port, 6_500),
    ]);
    expect(heldFirst).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Keep-Alive: timeout=65/i);
    expect(heldSecond).toMatch(/^HTTP\/1\.1 200 OK/);
    // Beside it, Node's default: the connection was closed while idle.
    expect(plainFirst).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(plainSecond).toBe("closed");
    expect(held.server.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
  }, 15_000);

  it("do not hold up a shutdown: one idle and one whose answer goes out after it closes within seconds", async () => {
    const { server, port } = await listening(true, 500);
    const idle = await opened(port);
    await ask(idle);
    const busy = await opened(port);
    const answer = ask(busy);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closed = new Promise<number>((resolve) => server.close(() => resolve(Date.now() - started)));
    letConnectionsGo(server);
    expect(await answer).toMatch(/^HTTP\/1\.1 200 OK/);
    // Without letConnectionsGo the busy connection would stay open 65 s and the close wait for it.
    expect(await closed).toBeLessThan(3_000);
    expect(idle.destroyed || idle.readyState !== "open").toBe(true);
    busy.destroy();
  }, 10_000);
});
