// Chooses the SMS provider: Twilio when its account and token are set, otherwise the offline one.
import type { AppConfig } from "~/server/config";
import type { Database } from "~/server/db/client";
import { createOfflineSms } from "./offline";
import type { SmsProvider } from "./provider";
import { createTwilioSms } from "./twilio";

export function createSmsProvider(config: AppConfig, db: Database): SmsProvider {
  if (config.twilio) return createTwilioSms(config.twilio);
  if (config.production)
    console.warn("TWILIO_ACCOUNT_SID is not set: text messages (phone verification codes) are kept in the outbox, never sent.");
  return createOfflineSms(db, { log: !config.production });
}
