// One request's failure stays that request's. An error thrown out of a callback (an 'error' event
// nobody listens to, a throw in a stream's or a timer's callback) or a promise rejected with nobody
// waiting would, by Node's default, stop the process and with it every other member's request:
// one malformed upload did (issue 27 A). The process keeps nothing another request relies on that
// such an error could leave half-written (sessions, money and state live in PostgreSQL, each change
// in a transaction), so the error is logged and the process keeps serving. Installed once the
// server listens, so a failure to start still stops the start.

export type CrashLog = (what: string, error: unknown) => void;

const defaultLog: CrashLog = (what, error) => {
  console.error(`${new Date().toISOString()} ${what}; the server keeps running.`, error);
};

/** Logs uncaught exceptions and unhandled rejections instead of exiting; returns the uninstaller. */
export function installCrashGuard(log: CrashLog = defaultLog): () => void {
  const onException = (error: unknown) => log("Uncaught exception", error);
  const onRejection = (reason: unknown) => log("Unhandled promise rejection", reason);
  process.on("uncaughtException", onException);
  process.on("unhandledRejection", onRejection);
  return () => {
    process.off("uncaughtException", onException);
    process.off("unhandledRejection", onRejection);
  };
}
