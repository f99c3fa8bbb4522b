// The Twilio SMS provider through the official SDK, pointed at a local fake of Twilio's API
// (tests/support/twilio-fake.ts): the request it sends (path, Basic auth, To, From or
// MessagingServiceSid, Body), a refused text, and the phone endpoint texting the code through it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as phoneRoute from "~/routes/api/users/phone";
import { loadConfig } from "~/server/config";
import { createSmsProvider } from "~/server/sms";
import { createTwilioSms } from "~/server/sms/twilio";
import { SEND_FAILED } from "~/server/phone/verification";
import { createTestApp, jsonRequest, run, type TestApp } from "../support/app";
import { member } from "../support/factories";
import { startTwilioFake, type TwilioFake } from "../support/twilio-fake";

let fake: TwilioFake;
let app: TestApp;
beforeAll(async () => {
  fake = await startTwilioFake();
  app = await createTestApp();
});
afterAll(async () => {
  await fake?.close();
  await app?.close();
});

const settings = () => ({
  accountSid: fake.accountSid,
  authToken: fake.authToken,
  from: "+15005550006",
  messagingServiceSid: null,
  apiUrl: fake.url,
});
const path = () => `/2010-04-01/Accounts/${fake.accountSid}/Messages.json`;

describe("Twilio SMS provider", () => {
  it("is chosen by the TWILIO_* variables, else the offline provider", () => {
    const env = {
      TWILIO_ACCOUNT_SID: fake.accountSid,
      TWILIO_AUTH_TOKEN: fake.authToken,
      TWILIO_FROM_NUMBER: "+15005550006",
      TWILIO_API_URL: fake.url,
    };
    expect(createSmsProvider(loadConfig(env), app.services.db).name).toBe("twilio");
    expect(createSmsProvider(loadConfig({}), app.services.db).name).toBe("offline");
    expect(createSmsProvider(loadConfig({ TWILIO_ACCOUNT_SID: fake.accountSid }), app.services.db).name).toBe("offline");
    expect(() => createSmsProvider(loadConfig({ TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t" }), app.services.db)).toThrow(
      /TWILIO_FROM_NUMBER/,
    );
  });

  it("sends To, From and Body to the account's Messages resource with the account's credentials", async () => {
    const before = fake.requests.length;
    const sent = await createTwilioSms(settings()).send({ to: "+14155552671", body: "123456 is your code." });
    expect(sent.id).toMatch(/^SM\w{32}$/);
    const [request] = fake.requests.slice(before);
    expect(request.method).toBe("POST");
    expect(request.path).toBe(path());
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.accountSid}:${fake.authToken}`).toString("base64")}`);
    expect(request.body).toEqual({ To: "+14155552671", From: "+15005550006", Body: "123456 is your code." });
  });

  it("sends through a messaging service instead of a number when one is set", async () => {
    const before = fake.requests.length;
    await createTwilioSms({ ...settings(), from: null, messagingServiceSid: "MG00000000000000000000000000000001" }).send({
      to: "+14155552671",
      body: "hi",
    });
    const [request] = fake.requests.slice(before);
    expect(request.body).toEqual({ To: "+14155552671", MessagingServiceSid: "MG00000000000000000000000000000001", Body: "hi" });
  });

  it("throws Twilio's refusal (bad credentials, an unreachable number)", async () => {
    await expect(createTwilioSms({ ...settings(), authToken: "wrong" }).send({ to: "+14155552671", body: "x" })).rejects.toThrow(
      /Authenticate/,
    );
    await expect(createTwilioSms(settings()).send({ to: fake.failingNumber, body: "x" })).rejects.toThrow(/Invalid 'To' Phone Number/);
  });

  it("texts the verification code through Twilio from POST /api/users/phone, and answers 502 when Twilio refuses", async () => {
    const offline = app.services.sms;
    app.services.sms = createTwilioSms(settings());
    const log = console.error;
    console.error = () => {};
    try {
      const who = await member(app);
      const before = fake.requests.length;
      const response = (await run(() =>
        phoneRoute.action(app.args(jsonRequest("/api/users/phone", { phone: "(415) 555-2671" }, who.jar))),
      )) as Response;
      expect(response.status).toBe(200);
      const [request] = fake.requests.slice(before);
      expect(request.body.To).toBe("+14155552671");
      expect(request.body.From).toBe("+15005550006");
      expect(request.body.Body).toMatch(/^\d{6} is your .+ verification code\. It expires in 10 minutes\.$/);

      const other = await member(app);
      const refused = (await run(() =>
        phoneRoute.action(app.args(jsonRequest("/api/users/phone", { phone: fake.failingNumber }, other.jar))),
      )) as Response;
      expect(refused.status).toBe(502);
      expect(await refused.json()).toMatchObject({ errors: { phone: [SEND_FAILED] } });
    } finally {
      app.services.sms = offline;
      console.error = log;
    }
  });
});
