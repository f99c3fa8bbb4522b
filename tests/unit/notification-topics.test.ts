// The notification topics: the page's list, the form's reading and the footer.
import { describe, expect, it } from "vitest";
import { feeReminderScheduleWords } from "~/domain/listing-fee-reminders";
import { isOptionalTopic, isRequiredTopic, notificationFooter, notificationTopics, optOutsFromForm } from "~/domain/notification-topics";

describe("notification topics", () => {
  it("lists every optional topic once, then the required one, each with a label and a description", () => {
    expect(notificationTopics.map((t) => t.topic)).toEqual([
      "new_message",
      "offers_received",
      "offers_decided",
      "watchlist",
      "saved_searches",
      "listing_reminders",
      "sale_steps",
    ]);
    for (const t of notificationTopics) {
      expect(t.label.length).toBeGreaterThan(3);
      expect(t.description.length).toBeGreaterThan(10);
      expect(t.required).toBe(isRequiredTopic(t.topic));
    }
    expect(notificationTopics.find((t) => t.topic === "sale_steps")).toMatchObject({
      label: "Payments, deadlines and assignments",
      required: true,
    });
  });

  it("tells optional topics from the rest", () => {
    expect(isOptionalTopic("watchlist")).toBe(true);
    expect(isOptionalTopic("sale_steps")).toBe(false);
    expect(isOptionalTopic("nope")).toBe(false);
    expect(isOptionalTopic(undefined)).toBe(false);
  });

  it("reads the switched-off topics from a form: a missing checkbox is off, the required topic never", () => {
    const form = { settings_form: "1" };
    expect(
      optOutsFromForm({
        ...form,
        new_message: "on",
        offers_received: "on",
        offers_decided: "on",
        watchlist: "on",
        saved_searches: "on",
        listing_reminders: "on",
      }),
    ).toEqual([]);
    expect(optOutsFromForm(form)).toEqual([
      "new_message",
      "offers_received",
      "offers_decided",
      "watchlist",
      "saved_searches",
      "listing_reminders",
    ]);
    // Not the settings form (an empty or stray post): nothing is read, so nothing is switched off.
    expect(optOutsFromForm({})).toBeNull();
    expect(optOutsFromForm({ settings_form: "yes" })).toBeNull();
    expect(
      optOutsFromForm({
        ...form,
        new_message: "on",
        watchlist: ["on"],
        saved_searches: "on",
        listing_reminders: "on",
        sale_steps: "",
        bogus: "on",
      }),
    ).toEqual(["offers_received", "offers_decided"]);
  });

  it("writes a footer linking the settings page, saying when the e-mail cannot be switched off", () => {
    const optional = notificationFooter("offers_received", "https://example.test/");
    expect(optional).toContain("because of your notification settings");
    expect(optional).toContain("https://example.test/notifications");
    const required = notificationFooter("sale_steps", "https://example.test");
    expect(required).toContain("sale or payment in progress");
    expect(required).toContain("cannot be switched off");
    expect(required).toContain("https://example.test/notifications");
  });
});

describe("the listing-fee reminders' topic", () => {
  it("says the reminder dates from the schedule itself", () => {
    expect(feeReminderScheduleWords([1, 5, 12, 19, 26])).toBe("after 1 and 5 days, then weekly until day 26");
    expect(feeReminderScheduleWords([1, 5, 10])).toBe("after 1 and 5 days, then every 5 days until day 10");
    expect(notificationTopics.find((t) => t.topic === "listing_reminders")?.description).toContain(feeReminderScheduleWords());
  });
});
