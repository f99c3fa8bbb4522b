// The offline SMS provider: no text leaves the machine. Each one is written to the outbox
// (channel "sms", status "kept"), where /dev/mail shows it beside the e-mails, and logged outside
// production so a developer without the page can read the code.
import type { Executor } from "~/server/db/client";
import { insertOutboxMessage } from "~/server/queries/outbox";
import type { SmsProvider } from "./provider";

export function createOfflineSms(db: Executor, options: { log: boolean }): SmsProvider {
  return {
    name: "offline",
    async send({ to, body }) {
      const id = await insertOutboxMessage(db, { channel: "sms", toAddress: to, subject: "Text message", bodyText: body, status: "kept" });
      if (options.log) console.log(`Text message to ${to} (offline, kept in the outbox): ${body}`);
      return { id: `outbox_${id}` };
    },
  };
}
