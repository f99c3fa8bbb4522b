// The queues whose jobs end in an e-mail a person is waiting for (a password reset link, any
// message of the outbox): worked several at a time (concurrentWork in ./queue.ts, decision 0005).
import { PASSWORD_RESET_JOB } from "~/server/auth/accounts";
import { DELIVER_OUTBOX_JOB } from "~/server/mail/outbox";

export const MAIL_JOBS: readonly string[] = [DELIVER_OUTBOX_JOB, PASSWORD_RESET_JOB];
