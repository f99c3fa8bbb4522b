// Twilio through its official SDK: one Messages.create per text, from a number or a messaging
// service. `apiUrl` points the SDK at another host (a local stand-in in tests), keeping the path.
import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import type { TwilioConfig } from "~/server/config";
import type { SmsProvider } from "./provider";

/** The SDK's HTTP client, sending every request to `apiUrl` instead of Twilio's hosts. */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiUrl: string) {
    super({ timeout: 10_000 });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const original = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: new URL(original.pathname + original.search, this.apiUrl).href });
  }
}

export function createTwilioSms(settings: TwilioConfig): SmsProvider {
  if (!settings.from && !settings.messagingServiceSid) throw new Error("Twilio needs TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID.");
  const client = twilio(settings.accountSid, settings.authToken, {
    ...(settings.apiUrl ? { httpClient: new RedirectedRequestClient(settings.apiUrl) } : { timeout: 10_000 }),
  });
  return {
    name: "twilio",
    async send({ to, body }) {
      const message = await client.messages.create({
        to,
        body,
        ...(settings.messagingServiceSid ? { messagingServiceSid: settings.messagingServiceSid } : { from: settings.from! }),
      });
      return { id: message.sid };
    },
  };
}
