// Issue 27 A, as the attack ran it: the real server (`node server.js`, the production build) and
// a signed-in member whose connection breaks off inside a multipart body, at every part position,
// on every endpoint that takes multipart bodies (the two upload endpoints, and a page action and a
// JSON endpoint that read forms). After each, the server must still answer. Each cut is sent two
// ways: a whole HTTP body whose multipart ends early (its Content-Length says so: the attack), and
// a body declared whole whose connection closes early (a client that dies).
//
// PGlite only: the server process keeps its own embedded database in a throwaway folder (the
// database plays no part in reading a body; tests/integration/upload-truncated.test.ts checks the
// answers on both databases).
import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, ensureProductionBuild, startAppProcess, type AppProcess } from "../support/app-process";
import { usingPostgres } from "../support/db";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const EMAIL = "cut-off@example.com";
const PASSWORD = "Cut-off-pass1!";
const PDF = `%PDF-1.4\n${"x".repeat(4000)}\n%%EOF\n`;

let server: AppProcess;
let dataDir: string;
let member: Client;

type Part = { field: string; value: string } | { field: string; file: string };

function body(boundary: string, parts: Part[]) {
  let text = "";
  const cuts: number[] = [];
  for (const part of parts) {
    cuts.push(text.length + 10); // inside the boundary line
    text +=
      "value" in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.file}"\r\nContent-Type: application/pdf\r\n\r\n`;
    cuts.push(text.length - 20, text.length); // inside the headers; where the content starts
    const content = "value" in part ? part.value : PDF;
    cuts.push(text.length + Math.floor(content.length / 2)); // inside the content
    text += `${content}\r\n`;
    cuts.push(text.length - 2); // just before the next boundary
  }
  text += `--${boundary}--\r\n`;
  return { text, cuts };
}

/**
 * Sends the first `cut` bytes of the body, declared as the whole body (`declared: "cut"`) or as
 * the full one (`"whole"`, then the connection closes); resolves once the connection is closed.
 */
function sendCut(pathname: string, boundary: string, text: string, cut: number, declared: "cut" | "whole"): Promise<void> {
  const { port } = new URL(server.origin);
  const head = [
    `POST ${pathname} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Origin: ${server.origin}`,
    "X-Requested-With: XMLHttpRequest",
    `Cookie: ${member.jar.header()}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${declared === "cut" ? cut : Buffer.byteLength(text)}`,
    "",
    "",
  ].join("\r\n");
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => {
      socket.write(head);
      // A whole body gets its answer before the connection closes; a broken one is closed a moment later.
      socket.write(Buffer.from(text).subarray(0, cut), () => setTimeout(() => socket.destroy(), declared === "cut" ? 300 : 30));
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve());
  });
}

describe.skipIf(usingPostgres())("the server process, when uploads break off", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    ensureProductionBuild();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "jx-cut-"));
    const created = spawnSync(
      path.join(ROOT, "node_modules", ".bin", "tsx"),
      ["scripts/user-create.ts", "--email", EMAIL, "--password", PASSWORD, "--role", "user"],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DB_DRIVER: "", TEST_DATABASE_URL: "" }, encoding: "utf8" },
    );
    expect(created.status, created.stderr).toBe(0);
    server = await startAppProcess("the server", { DATA_DIR: dataDir, DEMO: "1", SEED: "none", RATE_LIMIT: "off" });
    member = new Client();
    const signedIn = await member.form(server, "/login", { email: EMAIL, password: PASSWORD });
    expect(signedIn.status).toBe(302);
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const endpoints: { path: string; parts: Part[] }[] = [
    // The attack: a file part under a field the endpoint does not read, with any judgment id.
    {
      path: "/sell/documents",
      parts: [
        { field: "documents", file: "a.pdf" },
        { field: "judgment_id", value: "1" },
        { field: "document", file: "b.pdf" },
      ],
    },
    {
      path: "/api/judgments/documents",
      parts: [
        { field: "judgment_id", value: "999999" },
        { field: "other", file: "a.pdf" },
        { field: "documents", file: "b.pdf" },
      ],
    },
    // Endpoints that read an ordinary form: sent as multipart, cut off the same way.
    {
      path: "/contact-us",
      parts: [
        { field: "name", value: "Cut Off" },
        { field: "attachment", file: "a.pdf" },
        { field: "message", value: "Hello" },
      ],
    },
    {
      path: "/api/judgments/message",
      parts: [
        { field: "judgment_id", value: "1" },
        { field: "file", file: "a.pdf" },
        { field: "message", value: "Hi" },
      ],
    },
  ];

  for (const endpoint of endpoints) {
    it(`keeps serving after bodies cut off at every part position on ${endpoint.path}`, async () => {
      const boundary = "----jx-process-cut";
      const { text, cuts } = body(boundary, endpoint.parts);
      const logged = server.output().length;
      for (const cut of cuts) {
        for (const declared of ["cut", "whole"] as const) {
          await sendCut(endpoint.path, boundary, text, cut, declared);
          const about = await fetch(`${server.origin}/about`);
          await about.arrayBuffer();
          expect(about.status, `after a cut at ${cut} (${declared}) on ${endpoint.path}:\n${server.output()}`).toBe(200);
        }
      }
      // Answered by the endpoint itself, not rescued by the crash guard (server/crash-guard.ts).
      expect(server.output().slice(logged)).not.toMatch(/Uncaught exception|Unhandled promise rejection/);
    });
  }
});
