// The benchmark's yardstick: a minimal HTTP server that answers each URL with bytes fixed in
// advance (the HTML the app returned for that URL, fetched once). No framework, no database, no
// rendering: what serving those bytes costs on this machine at best, so the app's figures can be
// read as ratios to it rather than as absolute numbers on a shared, noisy machine. It compresses
// each answer as the app does (./app-compression.ts: the same middleware and levels, per request,
// when the request asks for it), so the ratios compare producing the page, not compressing it.
//
// Run with Node's own type stripping (erasable TypeScript only):
//   node scripts/bench/static-server.ts <pages.json> <port>
// pages.json: { "/judgments": { "status": 200, "contentType": "...", "body": "<base64>" }, ... }
// Prints "ready <port>" once listening; exits on SIGTERM or SIGINT.
import fs from "node:fs";
import http from "node:http";
import { compressLikeTheApp } from "./app-compression.ts";

type Page = { status: number; contentType: string; body: string };

const [file, portText] = process.argv.slice(2);
if (!file || !portText) {
  console.error("Usage: node scripts/bench/static-server.ts <pages.json> <port>");
  process.exit(2);
}

const pages = new Map<string, { status: number; headers: Record<string, string | number>; body: Buffer }>();
for (const [url, page] of Object.entries(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, Page>)) {
  const body = Buffer.from(page.body, "base64");
  pages.set(url, { status: page.status, body, headers: { "Content-Type": page.contentType, "Content-Length": body.length } });
}

const server = http.createServer(
  compressLikeTheApp((req, res) => {
    const page = pages.get(req.url ?? "");
    if (!page) {
      res.writeHead(404, { "Content-Type": "text/plain", "Content-Length": 9 });
      res.end("Not Found");
      return;
    }
    res.writeHead(page.status, page.headers);
    res.end(page.body);
  }),
);
server.keepAliveTimeout = 65_000;
server.listen(Number(portText), "127.0.0.1", () => console.log(`ready ${portText}`));

const stop = () => server.close(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
