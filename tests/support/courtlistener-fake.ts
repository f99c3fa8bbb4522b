// A tiny local stand-in for the one CourtListener call the court records client makes: GET
// /api/rest/v4/search/?type=r&court={id}&docket_number={number}, with `Authorization: Token …`.
// It records every request, checks the token (401 with CourtListener's "detail" otherwise) and
// answers the v4 search's shape for RECAP dockets (count, next, previous, results with docket_id,
// caseName, docketNumber, court, court_id, dateFiled, dateTerminated, party, docket_absolute_url,
// recap_documents). Dockets are added by the test; a docket number of `slowNumber` answers after
// `slowMs`, and `down` makes every request answer 503.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeDocket = {
  docket_id: number;
  caseName: string;
  docketNumber: string;
  court_id: string;
  court: string;
  dateFiled: string | null;
  dateTerminated: string | null;
  party: string[];
  docket_absolute_url: string;
  recap_documents: { document_number: string; entry_date_filed: string; description: string; short_description: string }[];
};

export type CourtListenerFakeRequest = { method: string; path: string; query: Record<string, string>; headers: IncomingMessage["headers"] };

export type CourtListenerFake = {
  url: string;
  token: string;
  requests: CourtListenerFakeRequest[];
  dockets: FakeDocket[];
  slowNumber: string;
  slowMs: number;
  down: boolean;
  close(): Promise<void>;
};

/** CourtListener matches a docket number with or without its office prefix ("1:"). */
function sameNumber(docket: string, asked: string): boolean {
  const bare = (value: string) => value.trim().toLowerCase().replace(/^\d+:/, "");
  return docket.toLowerCase() === asked.trim().toLowerCase() || (!/^\d+:/.test(asked.trim()) && bare(docket) === bare(asked));
}

export async function startCourtListenerFake(token = "fake-courtlistener-token"): Promise<CourtListenerFake> {
  const fake: Omit<CourtListenerFake, "url" | "close"> = {
    token,
    requests: [],
    dockets: [],
    slowNumber: "1:24-cv-00777",
    slowMs: 1_500,
    down: false,
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const query = Object.fromEntries(url.searchParams);
    fake.requests.push({ method: request.method ?? "", path: url.pathname, query, headers: request.headers });
    const answer = (status: number, json: unknown) => {
      if (response.destroyed) return;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    };
    if (fake.down) return answer(503, { detail: "Service Unavailable" });
    if (request.method !== "GET" || url.pathname !== "/api/rest/v4/search/") return answer(404, { detail: "Not found." });
    if (request.headers.authorization !== `Token ${fake.token}`) return answer(401, { detail: "Invalid token." });
    if (query.docket_number === fake.slowNumber) await new Promise((resolve) => setTimeout(resolve, fake.slowMs));
    const results = fake.dockets.filter(
      (docket) =>
        query.type === "r" &&
        (!query.court || query.court.split(" ").includes(docket.court_id)) &&
        sameNumber(docket.docketNumber, query.docket_number ?? ""),
    );
    answer(200, { count: results.length, document_count: results.length, next: null, previous: null, results });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as CourtListenerFake;
}
