// Which e-mails a member receives (the notification settings page, /notifications). Every
// notification e-mail belongs to one topic. A member may switch off the optional topics; the
// required one carries e-mails that move money or a sale forward and is always sent. Account
// e-mails (verification, password reset, registration attempt, contact form copies) have no topic:
// they are never switchable and carry no footer.
import { feeReminderScheduleWords } from "~/domain/listing-fee-reminders";

export const optionalNotificationTopics = [
  "new_message",
  "offers_received",
  "offers_decided",
  "watchlist",
  "saved_searches",
  "listing_reminders",
] as const;
export type OptionalNotificationTopic = (typeof optionalNotificationTopics)[number];

export const requiredNotificationTopics = ["sale_steps"] as const;
export type RequiredNotificationTopic = (typeof requiredNotificationTopics)[number];

export type NotificationTopic = OptionalNotificationTopic | RequiredNotificationTopic;

export type NotificationTopicInfo = { topic: NotificationTopic; label: string; description: string; required: boolean };

/** The topics in the order the page lists them: the optional ones first, then the required one. */
export const notificationTopics: readonly NotificationTopicInfo[] = [
  {
    topic: "new_message",
    label: "Messages",
    description: "A member's message to you was approved and delivered to your inbox, or a message you sent could not be delivered.",
    required: false,
  },
  {
    topic: "offers_received",
    label: "Offers on my listings",
    description: "Someone made an offer on one of your listings, or changed the amount of an offer.",
    required: false,
  },
  {
    topic: "offers_decided",
    label: "My offers decided",
    description: "An offer you made was declined, another offer was accepted, or the listing was removed or became available again.",
    required: false,
  },
  {
    topic: "watchlist",
    label: "Listings on my watchlist",
    description: "A listing you watch changed its asking price or is no longer available.",
    required: false,
  },
  {
    topic: "saved_searches",
    label: "Saved search alerts",
    description:
      "New listings that match one of your saved searches, instantly or as a daily digest (each search's own setting on the Saved searches page).",
    required: false,
  },
  {
    topic: "listing_reminders",
    label: "Reminders about my listings",
    description: `A listing of yours is still waiting for its listing fee: reminders ${feeReminderScheduleWords()} of waiting (none once it is paid or removed).`,
    required: false,
  },
  {
    topic: "sale_steps",
    label: "Payments, deadlines and assignments",
    description:
      "Accepted offers and payment deadlines, payment receipts and invoices, assignment steps, payouts sent and the results of your listings' reviews.",
    required: true,
  },
];

/** Why the required topic cannot be switched off, as the page and the e-mail footer say it. */
export const REQUIRED_TOPIC_NOTE = "These e-mails move money or a sale forward, so they cannot be switched off.";

export const NOTIFICATION_SETTINGS_SAVED = "Your notification settings were saved.";

export const NOTIFICATION_SETTINGS_PATH = "/notifications";

export function isOptionalTopic(value: unknown): value is OptionalNotificationTopic {
  return typeof value === "string" && (optionalNotificationTopics as readonly string[]).includes(value);
}

export function isRequiredTopic(topic: NotificationTopic): topic is RequiredNotificationTopic {
  return (requiredNotificationTopics as readonly string[]).includes(topic);
}

/**
 * The form's marker field: an unticked checkbox sends nothing, so only a body that carries it is
 * read as the settings form (an empty or stray post never switches everything off).
 */
export const SETTINGS_FORM_FIELD = { name: "settings_form", value: "1" } as const;

/**
 * The optional topics switched off by a submitted form: the form sends each topic left on as a
 * checkbox named after it (value "on"); a missing one is switched off. Unknown names are ignored.
 * Null when the body is not the settings form.
 */
export function optOutsFromForm(body: Record<string, unknown>): OptionalNotificationTopic[] | null {
  if (body[SETTINGS_FORM_FIELD.name] !== SETTINGS_FORM_FIELD.value) return null;
  return optionalNotificationTopics.filter((topic) => {
    const value = body[topic];
    const on = Array.isArray(value) ? value.length > 0 : typeof value === "string" && value !== "";
    return !on;
  });
}

/** The footer every notification e-mail ends with, linking the settings page. */
export function notificationFooter(topic: NotificationTopic, publicUrl: string): string {
  const link = `${publicUrl.replace(/\/+$/, "")}${NOTIFICATION_SETTINGS_PATH}`;
  if (isRequiredTopic(topic)) {
    return `You receive this e-mail because it is about a sale or payment in progress: it cannot be switched off. Choose which other e-mails you receive: ${link}`;
  }
  return `You receive this e-mail because of your notification settings. Choose which e-mails you receive: ${link}`;
}
