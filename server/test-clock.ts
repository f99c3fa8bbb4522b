// POST /__test__/clock: moves the server's clock (services.clock) for the browser tests, e.g. past a
// listing's premium first look. Mounted only when testClockEnabled (app/server/clock.ts): never on
// a deployment. Body: { "advance_days": n } or { "set": ISO time } or { "reset": true }.
import express from "express";
import type { SettableClock } from "~/server/clock";

export function testClockRoute(clock: SettableClock): express.Router {
  const router = express.Router();
  router.post("/__test__/clock", express.json(), (req, res) => {
    const body = (req.body ?? {}) as { advance_days?: unknown; set?: unknown; reset?: unknown };
    if (body.reset === true) clock.reset();
    else if (typeof body.set === "string" && !Number.isNaN(Date.parse(body.set))) clock.set(new Date(body.set));
    else if (typeof body.advance_days === "number" && Number.isFinite(body.advance_days)) clock.advanceDays(body.advance_days);
    else return void res.status(422).json({ errors: { _: ["Send advance_days, set or reset."] } });
    res.json({ now: clock.now().toISOString() });
  });
  return router;
}
