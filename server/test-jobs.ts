// POST /__test__/jobs/saved-searches: runs the saved searches' scheduled work now (the sweep, the
// instant alerts and the daily digests) for the browser tests, instead of waiting for its tick.
// Mounted only when testClockEnabled (app/server/clock.ts), like the test clock: never on a deployment.
import express from "express";
import type { AppServices } from "~/server/context";
import { runSavedSearchJobs } from "~/server/saved-searches/jobs";

export function testJobsRoute(services: AppServices): express.Router {
  const router = express.Router();
  router.post("/__test__/jobs/saved-searches", async (_req, res, next) => {
    try {
      res.json(await runSavedSearchJobs(services));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
