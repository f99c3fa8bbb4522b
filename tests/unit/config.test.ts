// What a deployment gets by default: demo data (accounts with the README's passwords) and an open
// outbox only in the local demo reachable from this machine alone; anything else needs SEED=demo.
import { describe, expect, it } from "vitest";
import { isLoopback, loadConfig } from "~/server/config";

describe("loadConfig: demo data and the local demo", () => {
  it("never seeds demo data into a public deployment (production, https) unless SEED=demo", () => {
    const env = { NODE_ENV: "production", PUBLIC_URL: "https://judgments.example" };
    expect(loadConfig(env)).toMatchObject({ production: true, localOnly: false, seed: "none", host: null });
    expect(loadConfig({ ...env, SEED: "demo" }).seed).toBe("demo");
  });

  it("does not seed a production build served over http on every interface either", () => {
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "http://203.0.113.5:3000" })).toMatchObject({ localOnly: false, seed: "none" });
    expect(loadConfig({ NODE_ENV: "production" })).toMatchObject({ localOnly: false, seed: "none" });
  });

  it("the local demo (npm start: DEMO=1) listens on 127.0.0.1 and seeds, unless SEED=none", () => {
    expect(loadConfig({ DEMO: "1", NODE_ENV: "production" })).toMatchObject({ host: "127.0.0.1", localOnly: true, seed: "demo" });
    expect(loadConfig({ DEMO: "1", SEED: "none" }).seed).toBe("none");
    expect(loadConfig({ NODE_ENV: "development" })).toMatchObject({ host: "127.0.0.1", localOnly: true, seed: "demo" });
  });

  it("stops being the local demo when opened to the network or addressed by a public name", () => {
    expect(loadConfig({ DEMO: "1", HOST: "0.0.0.0" })).toMatchObject({ localOnly: false, seed: "none", host: "0.0.0.0" });
    expect(loadConfig({ DEMO: "1", PUBLIC_URL: "https://judgments.example" })).toMatchObject({ localOnly: false, seed: "none" });
    expect(loadConfig({ DEMO: "1", HOST: "::1", PUBLIC_URL: "http://[::1]:3000" }).localOnly).toBe(true);
  });

  it("knows loopback addresses", () => {
    for (const host of ["localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "LOCALHOST"]) expect(isLoopback(host), host).toBe(true);
    for (const host of ["0.0.0.0", "::", "10.0.0.1", "judgments.example", "127.0.0.1.example.com", "localhost.example"])
      expect(isLoopback(host), host).toBe(false);
  });
});

describe("loadConfig: figures kept per process", () => {
  it("keeps them a minute by default, FIGURES_CACHE_SECONDS whole seconds, 0 off, anything else the default", () => {
    expect(loadConfig({}).figuresCacheSeconds).toBe(60);
    expect(loadConfig({ FIGURES_CACHE_SECONDS: "0" }).figuresCacheSeconds).toBe(0);
    expect(loadConfig({ FIGURES_CACHE_SECONDS: " 300 " }).figuresCacheSeconds).toBe(300);
    for (const bad of ["", "-5", "1.5", "soon"]) expect(loadConfig({ FIGURES_CACHE_SECONDS: bad }).figuresCacheSeconds).toBe(60);
  });
});
