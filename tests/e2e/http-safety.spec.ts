// The HTTP rules of DESIGN.md section 8, checked against the running server.
import { expect, test } from "@playwright/test";

test("the reference-data API answers states and counties", async ({ request, baseURL }) => {
  const headers = { "X-Requested-With": "XMLHttpRequest" };
  const states = await (await request.get("/api/states", { headers })).json();
  expect(states.find((s: { abbreviation: string }) => s.abbreviation === "CA")).toEqual({ id: 6, name: "California", abbreviation: "CA" });
  const counties = await request.get("/api/counties/6", { headers });
  expect(counties.status()).toBe(200);
  expect(await counties.json()).toHaveLength(58);
  expect((await request.get("/api/counties/abc", { headers })).status()).toBe(404);
  expect(baseURL).toBeTruthy();
});

test("API calls without X-Requested-With are refused", async ({ request }) => {
  const response = await request.get("/api/states");
  expect(response.status()).toBe(403);
  expect((await response.json()).errors).toBeTruthy();
});

test("posts from another site are refused", async ({ request }) => {
  const foreign = await request.post("/login", {
    headers: { Origin: "https://evil.example" },
    form: { email: "a@example.com", password: "x" },
  });
  expect(foreign.status()).toBe(403);
  const anonymous = await request.post("/contact-us", { form: { message: "hi" } });
  expect(anonymous.status()).toBe(403);
});

test("oversized bodies are refused", async ({ request, baseURL }) => {
  const response = await request.post("/login", {
    headers: { Origin: baseURL! },
    form: { email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) },
  });
  expect(response.status()).toBe(413);
});

test("a form sent without JavaScript that is too large gets a page saying so, not JSON", async ({ request, baseURL }) => {
  const response = await request.post("/login", {
    headers: { Origin: baseURL!, Accept: "text/html,application/xhtml+xml", Referer: `${baseURL}/login` },
    form: { email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) },
  });
  expect(response.status()).toBe(413);
  expect(response.headers()["content-type"]).toContain("text/html");
  const html = await response.text();
  expect(html).toContain("The request is too large");
  expect(html).toContain(`href="${baseURL}/login"`);
});

test("pages carry security headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toContain("https://js.stripe.com");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("bad input on a form never answers 500", async ({ request, baseURL }) => {
  for (const body of ["", "email=&password=", "%%%", "email[]=x&email[]=y"]) {
    const response = await request.post("/login", {
      headers: { Origin: baseURL!, "Content-Type": "application/x-www-form-urlencoded" },
      data: body,
    });
    expect(response.status()).toBeLessThan(500);
  }
  const json = await request.post("/register", {
    headers: { Origin: baseURL!, "Content-Type": "application/json" },
    data: "{broken",
  });
  expect(json.status()).toBeLessThan(500);
});
