// A tiny local stand-in for the one Twilio API call the Twilio SMS provider makes: POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, with HTTP Basic auth (the account
// SID and auth token). It records every request, checks the credentials and answers like Twilio
// (201 with the message resource, 401 for bad credentials, 400 with Twilio's error code for a
// missing To/Body/sender). A To of `failingNumber` makes it answer Twilio's 21211 (invalid 'To').
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type TwilioFakeRequest = { method: string; path: string; headers: IncomingMessage["headers"]; body: Record<string, string> };

export type TwilioFake = {
  url: string;
  accountSid: string;
  authToken: string;
  requests: TwilioFakeRequest[];
  /** A number the fake refuses, as Twilio refuses an unreachable one. */
  failingNumber: string;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (text += chunk));
    request.on("end", () => resolve(text));
    request.on("error", reject);
  });
}

export async function startTwilioFake(accountSid = "ACfake00000000000000000000000000", authToken = "fake-auth-token"): Promise<TwilioFake> {
  const requests: TwilioFakeRequest[] = [];
  const failingNumber = "+14155550100";
  let counter = 0;
  const server: Server = createServer(async (request, response) => {
    const body = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    requests.push({ method: request.method ?? "", path, headers: request.headers, body });
    const answer = (status: number, json: Record<string, unknown>) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    };
    const error = (status: number, code: number, message: string) =>
      answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (request.method !== "POST" || !match) return error(404, 20404, "The requested resource was not found");
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    if (match[1] !== accountSid || request.headers.authorization !== expected) return error(401, 20003, "Authenticate");
    if (!body.To) return error(400, 21604, "A 'To' phone number is required.");
    if (!body.Body) return error(400, 21602, "Message body is required.");
    if (!body.From && !body.MessagingServiceSid)
      return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.");
    if (body.To === failingNumber) return error(400, 21211, `Invalid 'To' Phone Number: ${body.To}`);
    const sid = `SM${String(++counter).padStart(32, "0")}`;
    const now = new Date().toUTCString();
    answer(201, {
      sid,
      account_sid: accountSid,
      messaging_service_sid: body.MessagingServiceSid ?? null,
      to: body.To,
      from: body.From ?? null,
      body: body.Body,
      status: "queued",
      num_segments: "1",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: now,
      date_updated: now,
      date_sent: null,
      price: null,
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    requests,
    failingNumber,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
