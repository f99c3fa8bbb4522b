// The payment deadline as a date (MM/DD/YYYY), for wherever the buyer or the owner sees an accepted
// offer. The window closes at 11:59:59 pm US Eastern time on that day.
import { formatDate } from "~/domain/dates";

export function PaymentDeadline({
  dueAt,
  label = "Payment due by",
  className = "",
}: {
  dueAt: string | Date;
  label?: string;
  className?: string;
}) {
  const iso = typeof dueAt === "string" ? dueAt : dueAt.toISOString();
  return (
    <span className={className || undefined} data-testid="payment-deadline">
      {label}{" "}
      <time dateTime={iso} className="font-semibold tabular-nums" title="11:59 pm US Eastern time">
        {formatDate(iso)}
      </time>
    </span>
  );
}
