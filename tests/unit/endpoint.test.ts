// The JSON endpoint helper (app/server/http/endpoint.ts): the method check (405 JSON with Allow),
// who may call (401, 403), the body's schema (422 with field errors) and a thrown Refusal answered
// with its own status. Who is asking is stubbed; the rest is the real helper.
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { servicesContext } from "~/server/context";
import { del, endpoint, get, post, put } from "~/server/http/endpoint";
import { invalid, Refusal, refuse } from "~/server/http/refusal";

const signedIn = vi.hoisted(() => ({ user: null as null | { id: number; roles: string[] } }));
vi.mock("~/server/auth/guards", () => ({ getOptionalUser: async () => signedIn.user }));

const context = new RouterContextProvider();
context.set(servicesContext, {} as never);

function call(route: { loader: (args: any) => unknown; action: (args: any) => unknown }, method: string, body?: unknown) {
  const request = new Request("http://localhost/api/thing", {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const fn = method === "GET" || method === "HEAD" ? route.loader : route.action;
  return fn({ request, params: {}, context }) as Promise<Response>;
}

const ok = () => Response.json({ ok: true });

beforeEach(() => {
  signedIn.user = null;
});

describe("the method check", () => {
  it("answers another method 405 in JSON with Allow", async () => {
    const route = post({ access: "anyone" }, ok);
    const answer = await call(route, "GET");
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST");
    expect(answer.headers.get("content-type")).toContain("application/json");
    expect(await answer.json()).toEqual({ errors: { _: ["Use POST."] }, message: "Use POST." });
    expect((await call(route, "DELETE")).status).toBe(405);
    expect((await call(route, "POST")).status).toBe(200);
  });

  it("lists every method of a combined endpoint, in a fixed order", async () => {
    const route = endpoint({
      DELETE: del({ access: "anyone" }, ok),
      GET: get({ access: "anyone" }, ok),
      PUT: put({ access: "anyone" }, ok),
    });
    const answer = await call(route, "PATCH");
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, PUT, DELETE");
    expect((await answer.json()).message).toBe("Use GET, PUT or DELETE.");
    for (const method of ["GET", "HEAD", "PUT", "DELETE"]) expect((await call(route, method)).status).toBe(200);
  });

  it("answers 405 when called without a request: the loader counts as GET, the action as POST", async () => {
    expect((await post({ access: "anyone" }, ok).loader()).status).toBe(405);
    expect((await get({ access: "anyone" }, ok).action()).status).toBe(405);
  });
});

describe("who may call", () => {
  const whoAsks = (access: "anyone" | "member" | "admin" | "super-admin") =>
    post({ access }, ({ user }) => Response.json({ user: user?.id ?? null }));

  it("lets anyone in, signed in or not", async () => {
    expect(await (await call(whoAsks("anyone"), "POST")).json()).toEqual({ user: null });
    signedIn.user = { id: 7, roles: [] };
    expect(await (await call(whoAsks("anyone"), "POST")).json()).toEqual({ user: 7 });
  });

  it("answers a visitor 401 where a member is needed", async () => {
    for (const access of ["member", "admin", "super-admin"] as const) {
      const answer = await call(whoAsks(access), "POST");
      expect(answer.status).toBe(401);
      expect((await answer.json()).errors._).toEqual(["Please sign in to continue."]);
    }
  });

  it("answers a member without the role 403; super-admin counts as admin, not the other way round", async () => {
    signedIn.user = { id: 7, roles: [] };
    expect((await call(whoAsks("member"), "POST")).status).toBe(200);
    expect((await call(whoAsks("admin"), "POST")).status).toBe(403);
    signedIn.user = { id: 8, roles: ["admin"] };
    expect((await call(whoAsks("admin"), "POST")).status).toBe(200);
    expect((await call(whoAsks("super-admin"), "POST")).status).toBe(403);
    signedIn.user = { id: 9, roles: ["super-admin"] };
    expect((await call(whoAsks("admin"), "POST")).status).toBe(200);
    expect((await call(whoAsks("super-admin"), "POST")).status).toBe(200);
  });

  it("checks the method before who is asking", async () => {
    expect((await call(whoAsks("member"), "GET")).status).toBe(405);
  });
});

describe("the body's schema", () => {
  const route = post(
    {
      access: "anyone",
      body: z.object({ amount: z.coerce.number({ error: "Enter an amount." }).positive("Enter an amount above zero.") }),
    },
    ({ body }) => Response.json({ doubled: body.amount * 2 }),
  );

  it("hands the parsed body to the handler", async () => {
    expect(await (await call(route, "POST", { amount: "21" })).json()).toEqual({ doubled: 42 });
  });

  it("answers 422 with the field errors", async () => {
    const answer = await call(route, "POST", { amount: "-1" });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ errors: { amount: ["Enter an amount above zero."] }, message: "Enter an amount above zero." });
  });

  it("keeps the body reader's own refusals (text that cannot be stored)", async () => {
    const answer = await call(route, "POST", { amount: "1\u0000" });
    expect(answer.status).toBe(422);
    expect((await answer.json()).errors.amount[0]).toContain("cannot store");
  });
});

describe("a thrown Refusal", () => {
  it("is answered with its own status and body", async () => {
    const route = post({ access: "anyone" }, () => {
      throw refuse(409, "offer", "This offer is no longer pending.", { offer_id: 3 });
    });
    const answer = await call(route, "POST");
    expect(answer).toBeInstanceOf(Refusal);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      errors: { offer: ["This offer is no longer pending."] },
      message: "This offer is no longer pending.",
      offer_id: 3,
    });
  });

  it("maps 401, 403, 404 and 422 alike", async () => {
    for (const refusal of [
      refuse(401, "_", "Sign in."),
      refuse(403, "_", "No."),
      refuse(404, "id", "No such judgment."),
      invalid({ amount: ["Too low."] }),
    ]) {
      const answer = await call(
        post({ access: "anyone" }, () => Promise.reject(refusal)),
        "POST",
      );
      expect(answer.status).toBe(refusal.status);
    }
  });

  it("lets anything else through: a bug is not a refusal", async () => {
    const route = post({ access: "anyone" }, () => {
      throw new Error("boom");
    });
    await expect(call(route, "POST")).rejects.toThrow("boom");
  });

  it("carries its first message, as thrown errors do", () => {
    const refusal = invalid({ amount: ["Too low."], expiration: ["Too late."] });
    expect(refusal.message).toBe("Too low.");
    expect(refusal).toBeInstanceOf(Response);
  });
});
