// Behind a proxy, the client's address comes from X-Forwarded-For, whose left end the client writes
// itself. TRUST_PROXY=1 (or "true") must believe one hop only: with "trust every proxy" (the old
// reading) a forged left-most entry became the client's address and every per-address limit
// (sign-in, sign-up, reset, visitor sessions, views) could be dodged by changing it.
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { loadConfig, readTrustProxy } from "~/server/config";
import { protoRefusal } from "~/server/security/host-header";

async function clientAddressSeen(trustProxy: ReturnType<typeof readTrustProxy>, forwardedFor: string): Promise<string> {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.get("/", (req, res) => void res.send(req.ip));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Forwarded-For": forwardedFor } });
    return await response.text();
  } finally {
    server.close();
  }
}

describe("TRUST_PROXY", () => {
  it("reads hops, lists and off", () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy("0")).toBe(false);
    expect(readTrustProxy("false")).toBe(false);
    expect(readTrustProxy("1")).toBe(1);
    expect(readTrustProxy("true")).toBe(1);
    expect(readTrustProxy("2")).toBe(2);
    expect(readTrustProxy("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
  });

  it("takes the address the trusted proxy saw, not the one the client wrote", async () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy (here, this test) appended 10.0.0.5.
    expect(await clientAddressSeen(loadConfig({ TRUST_PROXY: "1" }).trustProxy, "6.6.6.6, 10.0.0.5")).toBe("10.0.0.5");
    expect(await clientAddressSeen(loadConfig({ TRUST_PROXY: "true" }).trustProxy, "6.6.6.6, 10.0.0.5")).toBe("10.0.0.5");
    expect(await clientAddressSeen(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy, "6.6.6.6, 10.0.0.5")).toBe("10.0.0.5");
    expect(await clientAddressSeen(loadConfig({}).trustProxy, "6.6.6.6, 10.0.0.5")).toBe("127.0.0.1");
  });

  it("refuses a forwarded scheme the URL parser would choke on", () => {
    expect(protoRefusal(undefined)).toBeNull();
    expect(protoRefusal("https")).toBeNull();
    expect(protoRefusal("HTTP, https")).toBeNull();
    expect(protoRefusal("a b")).toBe("Invalid X-Forwarded-Proto header.");
    expect(protoRefusal("javascript")).toBe("Invalid X-Forwarded-Proto header.");
  });
});
