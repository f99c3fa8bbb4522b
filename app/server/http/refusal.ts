// The one type for an expected refusal: "you may not", "not found", "not now", "not like that".
// A Refusal is a Response, so a loader or action can `throw` it from any depth and React Router
// passes it through: a JSON endpoint answers it as it is, a page shows it on the error page (with
// its own message, app/components/error-page.tsx). The endpoint helper (./endpoint.ts) also
// answers a thrown Refusal. Anything that is not a Refusal is a bug and answers 500.
// docs/decisions/0015-one-http-edge.md.

/** `{ field: [message] }`; "_" names the request as a whole. */
export type FieldErrors = Record<string, string[]>;

/** The statuses a refusal may have: the client's fault (4xx) or a payment provider's (502, 503). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 408 | 409 | 411 | 413 | 422 | 429 | 502 | 503;

export class Refusal extends Response {
  declare readonly status: RefusalStatus;
  /** The first message: what a page or a toast shows. */
  readonly message: string;

  /**
   * Answers `{ errors, ...extra }` as JSON with `status`. Most refusals are made with refuse(),
   * refuseFields(), invalid() or jsonError(), which add the first message as `message`.
   */
  constructor(
    status: RefusalStatus,
    readonly errors: FieldErrors,
    readonly extra: Record<string, unknown> = {},
    headers?: HeadersInit,
  ) {
    const allHeaders = new Headers(headers);
    allHeaders.set("Content-Type", "application/json");
    super(JSON.stringify({ errors, ...extra }), { status, headers: allHeaders });
    this.message = Object.values(errors)[0]?.[0] ?? "Refused.";
  }
}

/**
 * A refusal with one message for one field: `{ errors: { [field]: [message] }, message, ...extra }`
 * (the message is repeated at the top for clients that show one line).
 */
export function refuse(
  status: RefusalStatus,
  field: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
): Refusal {
  return refuseFields(status, { [field]: [message] }, extra, headers);
}

/** Like refuse(), for several fields: the first message is repeated at the top. */
export function refuseFields(
  status: RefusalStatus,
  errors: FieldErrors,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
): Refusal {
  return new Refusal(status, errors, { message: Object.values(errors)[0]?.[0] ?? "Refused.", ...extra }, headers);
}

/** 422 with `{ errors: { field: [message] }, message }`: the input was not acceptable. */
export function invalid(errors: FieldErrors, headers?: HeadersInit): Refusal {
  return refuseFields(422, errors, {}, headers);
}

/** A refusal of the request as a whole (field "_"). */
export function jsonError(status: RefusalStatus, message: string, headers?: HeadersInit): Refusal {
  return refuse(status, "_", message, {}, headers);
}

/** The same refusal with its message under another field (the lifecycle says "_"; an offer says "offer"). */
export function refusalFor(field: string, refusal: Refusal): Refusal {
  return refuse(refusal.status, field, refusal.message, refusal.extra);
}
