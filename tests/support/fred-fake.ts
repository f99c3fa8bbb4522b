// A tiny local stand-in for the one FRED API call the FRED rates client makes:
// GET /fred/series/observations?series_id=…&api_key=…&file_type=json&observation_start=…, answered
// like FRED: 200 with { observations: [{ date, value }] } ("." for a day without a figure), 400
// with { error_code, error_message } for a bad key or an unknown series. It records every request.
// `series` holds the observations per series id; `down` makes it answer 503 as an outage would.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FredFake = {
  url: string;
  apiKey: string;
  series: Map<string, { date: string; value: string }[]>;
  requests: { path: string; query: Record<string, string> }[];
  down: boolean;
  close(): Promise<void>;
};

export async function startFredFake(apiKey = "abcdefghijklmnopqrstuvwxyz123456"): Promise<FredFake> {
  const fake = { series: new Map(), requests: [], down: false } as unknown as FredFake;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const query = Object.fromEntries(url.searchParams);
    fake.requests.push({ path: url.pathname, query });
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    };
    if (fake.down) return answer(503, { error_code: 503, error_message: "Service Unavailable" });
    if (request.method !== "GET" || url.pathname !== "/fred/series/observations")
      return answer(404, { error_code: 404, error_message: "Not Found" });
    if (query.api_key !== apiKey)
      return answer(400, { error_code: 400, error_message: "Bad Request.  The value for variable api_key is not registered." });
    if (query.file_type !== "json")
      return answer(400, { error_code: 400, error_message: "Bad Request.  Variable file_type is not one of the values: xml, json." });
    const rows = fake.series.get(query.series_id ?? "");
    if (!rows) return answer(400, { error_code: 400, error_message: "Bad Request.  The series does not exist." });
    const start = query.observation_start ?? "1776-07-04";
    const observations = rows
      .filter((o) => o.date >= start)
      .map((o) => ({ realtime_start: "2026-11-29", realtime_end: "2026-11-29", date: o.date, value: o.value }));
    answer(200, { observation_start: start, count: observations.length, observations });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.apiKey = apiKey;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
