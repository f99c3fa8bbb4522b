// A tiny local stand-in for the Stripe API endpoints the Stripe provider calls, on 127.0.0.1 with
// a random port. It records every request (method, path, headers, form fields) so tests can check
// what was sent, replays answers by Idempotency-Key as Stripe does, and answers the way Stripe's
// test mode does for its test payment methods (pm_card_visa, pm_card_chargeDeclined,
// pm_card_authenticationRequired). `pm_fake_server_error` makes the API fail with a 500. Saved
// cards: attaching a card Stripe declines answers the decline and saves nothing; a charge with
// setup_future_usage saves its card on the customer once it succeeds; detach and the customer's
// default card (invoice_settings, "" clears it). Every card carries Stripe's `card.fingerprint`
// (the same for every payment method made from one test card) and `created`; a test payment
// method (pm_card_visa) can be retrieved before it is attached, as the browser's new card can.
// Identity: VerificationSessions (create, retrieve); a test decides one with verifyIdentity or
// failIdentity, as the person would on Stripe's hosted page.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = { method: string; path: string; headers: IncomingMessage["headers"]; body: Record<string, string> };

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json };

const cards: Record<string, { brand: string; last4: string; fingerprint: string }> = {
  pm_card_visa: { brand: "visa", last4: "4242", fingerprint: "fakeFpVisa4242xx" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", fingerprint: "fakeFpMc4444xxxx" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", fingerprint: "fakeFpVisa0002xx" },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184", fingerprint: "fakeFpVisa3184xx" },
};

/** Stripe's `created` (seconds); each object a second after the one before, so "newer" is never a tie. */
const CREATED_BASE = 1_790_000_000;

export type StripeFake = {
  url: string;
  host: string;
  port: number;
  requests: FakeRequest[];
  intents: Map<string, Json>;
  accounts: Map<string, Json>;
  identitySessions: Map<string, Json>;
  /** The person passes Stripe Identity's check of this session. */
  verifyIdentity(sessionId: string): void;
  /** The check fails with Stripe's last_error (e.g. selfie_face_mismatch). */
  failIdentity(sessionId: string, code: string, reason: string): void;
  /** The seller finishes Stripe's onboarding of this Express account. */
  completeOnboarding(accountId: string): void;
  /** Requests to one path (e.g. "/v1/payment_intents"). */
  sent(method: string, path: string): FakeRequest[];
  close(): Promise<void>;
};

function error(status: number, body: Json): Answer {
  return { status, body: { error: body } };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (text += chunk));
    request.on("end", () => resolve(text));
    request.on("error", reject);
  });
}

export async function startStripeFake(): Promise<StripeFake> {
  const requests: FakeRequest[] = [];
  const customers = new Map<string, Json>();
  const methods = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const accounts = new Map<string, Json>();
  const identitySessions = new Map<string, Json>();
  const replies = new Map<string, Answer>();
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_fake${++counter}`;

  function metadataOf(body: Record<string, string>): Json {
    const metadata: Json = {};
    for (const [key, value] of Object.entries(body)) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]] = value;
    }
    return metadata;
  }

  function createIntent(body: Record<string, string>): Answer {
    const id = newId("pi");
    const method = body.payment_method;
    // A card saved on a customer (pm_fakeN) charges like the test method it was made from.
    const card = (methods.get(method)?.test as string | undefined) ?? method;
    const intent: Json = {
      id,
      object: "payment_intent",
      amount: Number(body.amount),
      currency: body.currency,
      customer: body.customer ?? null,
      payment_method: method ?? null,
      description: body.description ?? null,
      transfer_group: body.transfer_group ?? null,
      metadata: metadataOf(body),
      client_secret: `${id}_secret_fake`,
      last_payment_error: null,
      status: "requires_confirmation",
    };
    if (body.setup_future_usage) intent.setup_future_usage = body.setup_future_usage;
    if (body.off_session) intent.off_session = body.off_session === "true";
    intents.set(id, intent);
    if (card === "pm_fake_server_error") return error(500, { type: "api_error", message: "Internal details: db shard 7 down" });
    if (!cards[card]) {
      return error(400, {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such PaymentMethod: '${method}'`,
        param: "payment_method",
      });
    }
    if (card === "pm_card_chargeDeclined") {
      const declined = { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined.", type: "card_error" };
      Object.assign(intent, { status: "requires_payment_method", last_payment_error: declined });
      return error(402, { ...declined, payment_intent: intent });
    }
    if (card === "pm_card_authenticationRequired" && body.off_session === "true") {
      // Off session nobody can take the bank's step: Stripe declines with authentication_required.
      const declined = {
        code: "authentication_required",
        message: "Your card was declined. This transaction requires authentication.",
        type: "card_error",
      };
      Object.assign(intent, { status: "requires_payment_method", last_payment_error: declined });
      return error(402, { ...declined, payment_intent: intent });
    }
    if (card === "pm_card_authenticationRequired") {
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk", use_stripe_sdk: {} };
    } else {
      intent.status = "succeeded";
      // Stripe saves the card on the customer once a charge with setup_future_usage succeeds.
      if (body.setup_future_usage && body.customer) saveMethod(card, body.customer);
    }
    return { status: 200, body: intent };
  }

  function saveMethod(test: string, customer: string): Json {
    const id = newId("pm");
    const pm = {
      id,
      object: "payment_method",
      type: "card",
      customer,
      created: CREATED_BASE + counter,
      card: { ...cards[test], exp_month: 12, exp_year: 2034 },
    };
    methods.set(id, { ...pm, test });
    return pm;
  }

  function publicMethod(pm: Json): Json {
    const { test: _, ...rest } = pm;
    return rest;
  }

  function route(method: string, path: string, body: Record<string, string>, query: URLSearchParams): Answer {
    let match: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: newId("cus"),
        object: "customer",
        email: body.email,
        name: body.name,
        metadata: metadataOf(body),
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if ((match = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = customers.get(match[1]);
      if (!customer)
        return error(404, { type: "invalid_request_error", code: "resource_missing", message: `No such customer: '${match[1]}'` });
      const preferred = body["invoice_settings[default_payment_method]"];
      if (method === "POST" && preferred !== undefined) customer.invoice_settings = { default_payment_method: preferred || null };
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/setup_intents") {
      const id = newId("seti");
      return {
        status: 200,
        body: { id, object: "setup_intent", customer: body.customer, usage: body.usage, client_secret: `${id}_secret_fake` },
      };
    }
    if (method === "POST" && (match = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path))) {
      const card = cards[match[1]];
      if (!card)
        return error(400, { type: "invalid_request_error", code: "resource_missing", message: `No such PaymentMethod: '${match[1]}'` });
      // Attaching verifies the card: one Stripe declines is not saved.
      if (match[1] === "pm_card_chargeDeclined")
        return error(402, {
          type: "card_error",
          code: "card_declined",
          decline_code: "generic_decline",
          message: "Your card was declined.",
        });
      return { status: 200, body: saveMethod(match[1], body.customer) };
    }
    if (method === "POST" && (match = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path))) {
      const pm = methods.get(match[1]);
      if (!pm?.customer)
        return error(400, {
          type: "invalid_request_error",
          code: "payment_method_unexpected_state",
          message: "The payment method is not attached.",
        });
      // Stripe clears the customer's default when it is the card detached.
      const owner = customers.get(pm.customer as string);
      const settings = owner?.invoice_settings as { default_payment_method: string | null } | undefined;
      if (owner && settings?.default_payment_method === pm.id) owner.invoice_settings = { default_payment_method: null };
      pm.customer = null;
      return { status: 200, body: publicMethod(pm) };
    }
    if (method === "GET" && (match = /^\/v1\/payment_methods\/([^/]+)$/.exec(path))) {
      const test = cards[match[1]];
      // A test payment method not attached to anyone (the browser's new card).
      if (test) {
        const card = { ...test, exp_month: 12, exp_year: 2034 };
        return { status: 200, body: { id: match[1], object: "payment_method", type: "card", customer: null, created: CREATED_BASE, card } };
      }
      const pm = methods.get(match[1]);
      return pm
        ? { status: 200, body: publicMethod(pm) }
        : error(404, { type: "invalid_request_error", code: "resource_missing", message: `No such PaymentMethod: '${match[1]}'` });
    }
    if (method === "GET" && path === "/v1/payment_methods") {
      const data = [...methods.values()]
        .filter((pm) => pm.customer === query.get("customer") && pm.type === query.get("type"))
        .map(publicMethod);
      return { status: 200, body: { object: "list", url: path, has_more: false, data } };
    }
    if (method === "POST" && path === "/v1/payment_intents") return createIntent(body);
    if (method === "GET" && path === "/v1/payment_intents") {
      // The customer's PaymentIntents, newest first (the reconciliation of an interrupted charge).
      const data = [...intents.values()].filter((intent) => intent.customer === query.get("customer")).reverse();
      return { status: 200, body: { object: "list", url: path, has_more: false, data } };
    }
    if (method === "POST" && (match = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path))) {
      const intent = intents.get(match[1]);
      if (!intent) return error(404, { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" });
      if (intent.status === "succeeded" || intent.status === "canceled") {
        return error(400, {
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          message: `This PaymentIntent's status is ${intent.status}.`,
        });
      }
      intent.status = "canceled";
      return { status: 200, body: intent };
    }
    if (method === "GET" && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const intent = intents.get(match[1]);
      return intent
        ? { status: 200, body: intent }
        : error(404, { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" });
    }
    if (method === "POST" && path === "/v1/refunds") {
      return {
        status: 200,
        body: { id: newId("re"), object: "refund", payment_intent: body.payment_intent, amount: Number(body.amount), status: "succeeded" },
      };
    }
    if (method === "POST" && path === "/v1/accounts") {
      // A new Express account: onboarding not done yet (tests finish it with completeOnboarding).
      const account: Json = {
        id: newId("acct"),
        object: "account",
        type: body.type,
        email: body.email ?? null,
        metadata: metadataOf(body),
        details_submitted: false,
        payouts_enabled: false,
        capabilities: { transfers: body["capabilities[transfers][requested]"] === "true" ? "inactive" : undefined },
      };
      accounts.set(account.id as string, account);
      return { status: 200, body: account };
    }
    if (method === "GET" && (match = /^\/v1\/accounts\/([^/]+)$/.exec(path))) {
      const account = accounts.get(match[1]);
      return account
        ? { status: 200, body: account }
        : error(404, { type: "invalid_request_error", code: "resource_missing", message: `No such account: '${match[1]}'` });
    }
    if (method === "POST" && path === "/v1/account_links") {
      return { status: 200, body: { object: "account_link", url: `https://connect.stripe.test/setup/${body.account}`, expires_at: 0 } };
    }
    if (method === "POST" && path === "/v1/identity/verification_sessions") {
      if (body.type !== "document" && body.type !== "id_number")
        return error(400, { type: "invalid_request_error", code: "parameter_invalid_empty", message: "Missing required param: type." });
      const id = newId("vs");
      const session: Json = {
        id,
        object: "identity.verification_session",
        type: body.type,
        status: "requires_input",
        last_error: null,
        metadata: metadataOf(body),
        options: { document: { require_matching_selfie: body["options[document][require_matching_selfie]"] === "true" } },
        return_url: body.return_url ?? null,
        client_secret: `${id}_secret_fake`,
        url: `https://verify.stripe.test/start/${id}`,
        created: CREATED_BASE + counter,
        livemode: false,
      };
      identitySessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === "GET" && (match = /^\/v1\/identity\/verification_sessions\/([^/]+)$/.exec(path))) {
      const session = identitySessions.get(match[1]);
      return session
        ? { status: 200, body: session }
        : error(404, {
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such verification session: '${match[1]}'`,
          });
    }
    if (method === "POST" && path === "/v1/transfers") {
      const transfer = {
        id: newId("tr"),
        object: "transfer",
        amount: Number(body.amount),
        currency: body.currency,
        destination: body.destination,
      };
      return { status: 200, body: { ...transfer, transfer_group: body.transfer_group ?? null } };
    }
    return error(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` });
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const text = await readBody(request);
    const body = Object.fromEntries(new URLSearchParams(text));
    const method = request.method ?? "GET";
    requests.push({ method, path: url.pathname, headers: request.headers, body });
    const key = request.headers["idempotency-key"];
    const replayKey = typeof key === "string" && method === "POST" ? `${url.pathname} ${key}` : null;
    const answer = (replayKey && replies.get(replayKey)) || route(method, url.pathname, body, url.searchParams);
    if (replayKey && answer.status !== 500) replies.set(replayKey, answer);
    response.writeHead(answer.status, { "content-type": "application/json", "request-id": `req_fake${counter}` });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: "127.0.0.1",
    port,
    requests,
    intents,
    accounts,
    identitySessions,
    verifyIdentity(sessionId) {
      const session = identitySessions.get(sessionId);
      if (!session) throw new Error(`no verification session ${sessionId}`);
      // Stripe drops the hosted URL once the session leaves requires_input.
      Object.assign(session, { status: "verified", last_error: null, url: null });
    },
    failIdentity(sessionId, code, reason) {
      const session = identitySessions.get(sessionId);
      if (!session) throw new Error(`no verification session ${sessionId}`);
      Object.assign(session, { status: "requires_input", last_error: { code, reason } });
    },
    completeOnboarding(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no account ${accountId}`);
      Object.assign(account, { details_submitted: true, payouts_enabled: true, capabilities: { transfers: "active" } });
    },
    sent: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
