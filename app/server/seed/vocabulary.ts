// Phrases the demo seed and the benchmark's bulk seed build judgment titles and descriptions from,
// so both produce the same kind of text.

export const CLAIMS = [
  "Breach of contract", "Unpaid invoice", "Fraud", "Conversion", "Personal guaranty", "Promissory note",
  "Property damage", "Auto accident", "Construction defect", "Unpaid wages", "Dishonored check",
  "Commercial lease", "Residential lease", "Equipment lease", "Account stated", "Unjust enrichment",
  "Negligence", "Consumer fraud", "Business loan default", "Credit card debt",
];

export const UNPAID_THINGS = [
  "commercial lease", "residential rent", "catering invoices", "promissory note", "equipment lease",
  "construction draw", "freight charges", "medical bills", "business loan", "staffing invoices",
  "HVAC installation", "wedding venue deposit", "software license fees", "roof replacement",
  "printing invoices", "fuel account", "consulting fees", "kitchen remodel",
];

export const BUSINESSES = [
  "roofing contractor", "restaurant", "trucking company", "landscaping business", "auto repair shop",
  "dental practice", "general contractor", "car dealership", "plumbing company", "staffing agency",
  "property manager", "nightclub", "daycare operator", "marketing agency", "software startup",
  "medical billing company", "furniture store", "HVAC contractor", "moving company",
  "real estate developer", "fitness studio", "bakery", "flooring installer", "towing company",
  "hair salon", "electrical contractor", "food truck operator", "event venue",
];

export const INDIVIDUALS = [
  "former tenant", "former business partner", "private borrower", "homeowner", "former employee",
  "used-car buyer", "contractor", "landlord",
];

export const DEBTOR_FACTS = [
  "debtor owns real estate", "debtor employed full time", "business still operating",
  "bank account located", "vehicles titled to debtor", "debtor recently refinanced",
];

export const PROCEDURE = [
  "Judgment entered after a bench trial; the debtor appeared and contested liability.",
  "Default judgment; the debtor was personally served and never answered the complaint.",
  "Judgment entered on a jury verdict and affirmed on appeal.",
  "Stipulated judgment entered after the debtor stopped paying under a settlement agreement.",
  "Summary judgment granted on the guaranty; no appeal was filed.",
  "Judgment by confession under the note's warrant of attorney.",
  "Small claims judgment; the debtor attended the hearing and did not dispute the amount.",
];
