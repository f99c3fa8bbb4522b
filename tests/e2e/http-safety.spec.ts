// The HTTP rules of DESIGN.md section 8, checked against the running server.
import http from "node:http";
import { expect, test } from "./test-base";
import { account, approvedListing, dispose } from "./fixtures";
import { signIn } from "./helpers";

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

test("the API answers JSON at its edge: 404 for an unknown path, 405 with Allow for another method", async ({ request, baseURL }) => {
  const headers = { "X-Requested-With": "XMLHttpRequest", Origin: baseURL! };
  for (const unknown of [
    await request.get("/api/no/such/endpoint", { headers }),
    await request.post("/api/no/such/endpoint", { headers, data: {} }),
  ]) {
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()["content-type"]).toContain("application/json");
    expect((await unknown.json()).errors._).toEqual(["No such endpoint."]);
  }
  const deleteStates = await request.delete("/api/states", { headers });
  expect(deleteStates.status()).toBe(405);
  expect(deleteStates.headers()["allow"]).toBe("GET");
  expect((await deleteStates.json()).errors._).toEqual(["Use GET."]);
  const getOffer = await request.get("/api/judgments/offer", { headers });
  expect(getOffer.status()).toBe(405);
  expect(getOffer.headers()["allow"]).toBe("POST");
  expect(getOffer.headers()["content-type"]).toContain("application/json");
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

/** Declares a 20 MB upload but sends only its first 64 KB, then waits (at most 5 s) for the answer. */
function visitorUpload(baseURL: string, path: string, headers: Record<string, string>) {
  const { hostname, port, origin } = new URL(baseURL);
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const request = http.request({
      host: hostname,
      port,
      path,
      method: "POST",
      headers: { origin, "content-type": "multipart/form-data; boundary=x", "content-length": String(20 * 1024 * 1024), ...headers },
    });
    request.on("response", (response) => {
      response.resume();
      resolve({ status: response.statusCode!, location: response.headers.location });
      request.destroy();
    });
    request.on("error", reject);
    request.write(Buffer.alloc(64 * 1024, 0x20));
    setTimeout(() => reject(new Error("no answer while the body was still arriving: the server waited to read it")), 5_000).unref();
  });
}

test("a visitor's large upload is answered while its body is still arriving, never read", async ({ baseURL }) => {
  const form = await visitorUpload(baseURL!, "/sell/documents", { accept: "text/html", referer: `${baseURL}/sell/documents/1` });
  expect(form.status).toBe(303);
  expect(form.location).toBe(`/login?redirectTo=${encodeURIComponent("/sell/documents/1")}`);
  const api = await visitorUpload(baseURL!, "/api/judgments/documents", { "x-requested-with": "XMLHttpRequest" });
  expect(api.status).toBe(401);
});

test("a document download carries each security header exactly once, the document's own CSP", async ({ page, baseURL }) => {
  // A new seller with an approved listing of their own.
  const seller = await account(baseURL!, "hdrseller");
  await approvedListing(baseURL!, seller);
  await dispose(seller);
  await signIn(page, seller.email, seller.password);
  const api = { "X-Requested-With": "XMLHttpRequest", Origin: baseURL! };
  const listings = (await (await page.request.get("/api/judgments/selling", { headers: api })).json()) as { id: number; status: string }[];
  const listing = listings.find((l) => ["new", "active", "hidden"].includes(l.status))!;
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
  const upload = await page.request.post("/api/judgments/documents", {
    headers: api,
    multipart: { judgment_id: String(listing.id), documents: { name: "headers.png", mimeType: "image/png", buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const { id } = await upload.json();

  const download = await page.request.get(`/api/documents/view/${id}`);
  expect(download.status()).toBe(200);
  const count = (name: string) => download.headersArray().filter((h) => h.name.toLowerCase() === name).length;
  for (const name of ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy", "content-type"]) {
    expect(count(name), name).toBe(1);
  }
  expect(download.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(download.headers()["x-content-type-options"]).toBe("nosniff");
});
