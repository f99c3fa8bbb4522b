// The alert frequency choice of the saved searches' forms: instant, daily digest or off.
import { alertFrequencies, alertLabels, type AlertFrequency } from "~/domain/saved-searches";

export function AlertSelect({
  id,
  value,
  invalid,
  describedBy,
  compact = false,
}: {
  id: string;
  value: AlertFrequency | string;
  invalid?: boolean;
  describedBy?: string;
  compact?: boolean;
}) {
  return (
    <select
      id={id}
      name="alerts"
      defaultValue={value}
      className={compact ? "input w-auto pr-8" : "input"}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      {alertFrequencies.map((frequency) => (
        <option key={frequency} value={frequency}>
          {alertLabels[frequency]}
        </option>
      ))}
    </select>
  );
}
