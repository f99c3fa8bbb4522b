// The "First look" mark: a listing in its first FIRST_LOOK_DAYS after approval, which only premium
// members (and its owner and administrators) see (docs/decisions/0010-premium.md).
import { FIRST_LOOK_DAYS } from "~/domain/membership";

export function FirstLookBadge({ className = "" }: { className?: string }) {
  return (
    <span
      data-testid="first-look-badge"
      title={`Premium members see new listings ${FIRST_LOOK_DAYS} days before everyone else`}
      className={`tag tag-first-look ${className}`}
    >
      First look
    </span>
  );
}
