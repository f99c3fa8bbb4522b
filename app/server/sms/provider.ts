// Text messages behind one interface (DESIGN.md section 2), as payments are: the offline provider
// (the default, no network: texts are kept in the outbox and shown at /dev/mail) and Twilio
// implement it. Chosen in ./index.ts from the environment (app/server/config.ts).

/** A text to one number in E.164 ("+14155552671"). */
export type TextMessage = { to: string; body: string };

export interface SmsProvider {
  readonly name: "offline" | "twilio";
  /** Sends the text; throws when the provider refuses it or cannot be reached. Answers the provider's id of the message. */
  send(message: TextMessage): Promise<{ id: string }>;
}
