// Chooses the court records: CourtListener when COURTLISTENER_API_TOKEN is set; otherwise the
// offline demo dockets, except in a public deployment, where the form is filled by hand (a
// made-up docket must never meet a real listing there).
import type { AppConfig } from "~/server/config";
import type { Executor } from "~/server/db/client";
import { findDemoDocketSource } from "~/server/queries/court-verifications";
import { createCourtListener } from "./courtlistener";
import { createOfflineCourtRecords } from "./offline";
import { noCourtRecords, type CourtRecords } from "./provider";

export function createCourtRecords(config: AppConfig, db: Executor): CourtRecords {
  if (config.courtListener) return createCourtListener(config.courtListener);
  if (config.production) return noCourtRecords;
  return createOfflineCourtRecords((courtId, docketNumber) => findDemoDocketSource(db, courtId, docketNumber));
}
