// /searches/unsubscribe: an alert's one-click link. Shows the search and a button that switches
// its alerts off (a link alone never does, so mail scanners cannot), then confirms.
import { Form, Link } from "react-router";

export type UnsubscribeState = { token: string | null; search: { name: string; alertsOff: boolean } | null; done: boolean };

export function UnsubscribePage({ state, busy }: { state: UnsubscribeState; busy: boolean }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Stop search alerts</h1>
      <section className="card mt-6 p-5 sm:p-6" data-testid="unsubscribe">
        {!state.search ? (
          <p>
            This link is not valid any more: the saved search may have been deleted. You can manage your searches on{" "}
            <Link to="/searches">Saved searches</Link>.
          </p>
        ) : state.done || state.search.alertsOff ? (
          <div role="status">
            <p className="font-semibold">Alerts for “{state.search.name}” are off.</p>
            <p className="mt-2 text-slate-600">
              We will not e-mail you about this search again. You can switch its alerts on again on{" "}
              <Link to="/searches">Saved searches</Link>.
            </p>
          </div>
        ) : (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="token" value={state.token ?? ""} />
            <p>
              Stop e-mailing me about new listings matching my saved search <strong>“{state.search.name}”</strong>.
            </p>
            <p className="text-sm text-slate-600">The search stays saved; its matches still show on the Saved searches page.</p>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Stopping…" : "Stop these alerts"}
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
