// The edit form's changed fields after a refused save (app/domain/listing-edits.ts changedFields):
// the page starts from what was posted, so the save note is told which fields already differ from
// the saved listing (app/enhance/edit-save-note.ts).
import { describe, expect, it } from "vitest";
import { changedFields } from "~/domain/listing-edits";

describe("changedFields", () => {
  const saved = { title: "A judgment", amount: "5000.00", price: "1500.00", privacy: "public" };

  it("names the fields whose posted text differs, spaces at the ends aside", () => {
    expect(changedFields(saved, { ...saved, amount: "6000.00", title: " A judgment " })).toEqual(["amount"]);
  });

  it("counts a field missing from one side as empty", () => {
    expect(changedFields(saved, { ...saved, courthouse: "Superior Court" })).toEqual(["courthouse"]);
    expect(changedFields(saved, saved)).toEqual([]);
  });
});
