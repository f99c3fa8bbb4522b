// The upload gate on a real Express server: a visitor's upload is answered from its headers (a
// redirect to sign in for the form, 401 for the API) while its body is still arriving, so nothing
// reads or holds it; a member's upload goes on to the route.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "~/server/queries/users";
import { startUserSession } from "~/server/session";
import { uploadGate } from "../../server/upload-gate";
import { CookieJar, createTestApp, getRequest, type TestApp } from "../support/app";

let app: TestApp;
let server: http.Server;
let port: number;
const reached: string[] = [];

beforeAll(async () => {
  app = await createTestApp();
  const web = express();
  web.use(uploadGate(app.services));
  // Stands in for React Router: reads the whole body, then answers.
  web.all("/{*splat}", (req, res) => {
    reached.push(`${req.method} ${req.path}`);
    req.resume();
    req.on("end", () => res.status(200).json({ ok: true }));
  });
  server = web.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app?.close();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; bodyBytesSent: number };

/** Declares a 20 MB body but sends only its first 64 KB, then waits for the answer. */
function startLargeUpload(path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const declared = 20 * 1024 * 1024;
    const first = Buffer.alloc(64 * 1024, 0x20);
    const request = http.request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: { "content-length": String(declared), "content-type": "multipart/form-data; boundary=x", ...headers },
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode!, headers: response.headers, body, bodyBytesSent: first.length });
        request.destroy();
      });
    });
    request.on("error", reject);
    request.write(first);
    setTimeout(() => reject(new Error("no answer while the body was still arriving")), 5_000).unref();
  });
}

describe("the upload gate", () => {
  it("sends a visitor's form upload to sign in while the body is still arriving", async () => {
    const answer = await startLargeUpload("/sell/documents", {
      accept: "text/html",
      referer: `http://127.0.0.1:${port}/sell/documents/42`,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`/login?redirectTo=${encodeURIComponent("/sell/documents/42")}`);
    // The spreadsheet import's form too (docs/decisions/0052): back to it after signing in.
    const sheet = await startLargeUpload("/sell/import", { accept: "text/html", referer: `http://127.0.0.1:${port}/sell/import` });
    expect(sheet.status).toBe(303);
    expect(sheet.headers.location).toBe(`/login?redirectTo=${encodeURIComponent("/sell/import")}`);
    expect(reached).toEqual([]);
  });

  it("answers a visitor's API upload 401 in JSON, and a stale or forged session counts as none", async () => {
    const answer = await startLargeUpload("/api/judgments/documents", { "x-requested-with": "XMLHttpRequest" });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ errors: { _: ["Please sign in to continue."] }, message: "Please sign in to continue." });
    const forged = await startLargeUpload("/api/judgments/documents", { cookie: `jx_session=${"A".repeat(43)}` });
    expect(forged.status).toBe(401);
    expect(reached).toEqual([]);
  });

  it("lets a member's upload through to the route, and leaves other requests alone", async () => {
    const userId = await insertUser(app.services.db, {
      name: "Gate User",
      handle: "gate_user",
      email: "gate_user@example.com",
      passwordHash: "unused",
    });
    const jar = new CookieJar().take(
      new Response(null, { headers: { "Set-Cookie": await startUserSession(getRequest("/"), app.services, userId) } }),
    );
    const body = "--x--\r\n";
    const response = await fetch(`http://127.0.0.1:${port}/api/judgments/documents`, {
      method: "POST",
      headers: { cookie: jar.header(), "content-type": "multipart/form-data; boundary=x" },
      body,
    });
    expect(response.status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/sell/documents`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/login`, { method: "POST", body: "a=1" })).status).toBe(200);
    expect(reached).toEqual(["POST /api/judgments/documents", "GET /sell/documents", "POST /login"]);
  });
});
