// What the saved searches' pages show, declared on their side: the routes' loaders
// (app/server/saved-searches/page.ts) answer with these shapes.
import type { AlertFrequency } from "~/domain/saved-searches";

export type SavedSearchMatchView = {
  id: number;
  /** Its page: a judgment's, or a portfolio's (docs/decisions/0055). */
  url: string;
  title: string;
  place: string;
  priceCents: number;
  amountCents: number;
  /** Became visible to the member after they last looked at /searches. */
  isNew: boolean;
};

export type SavedSearchView = {
  id: number;
  name: string;
  alerts: AlertFrequency;
  /** The criteria in words, one phrase each. */
  criteria: string[];
  /** The browse page with this search applied. */
  resultsUrl: string;
  newCount: number;
  matches: SavedSearchMatchView[];
};

export type SavedSearchesPageData = { searches: SavedSearchView[]; max: number };

/** A form of one search that was refused: its id, the form (intent) and the messages by field. */
export type SavedSearchActionErrors = {
  searchId: number;
  intent: string;
  errors: Record<string, string[]>;
  values: Record<string, string>;
};

/** The save form's page (/searches/new): the search to save, in words and as the fields to send. */
export type SaveSearchPageData = {
  criteria: string[];
  params: [string, string][];
  suggestedName: string;
  resultsUrl: string;
  used: number;
  max: number;
};

export type SaveSearchActionData = { errors: Record<string, string[]>; values: { name: string; alerts: string } };
