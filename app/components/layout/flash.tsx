// Flash notices (error shown as a warning, success, message), shown after a redirect or a
// fetcher's action. The notice is in the page itself, so it works without JavaScript.
import type { FlashToast as Toast } from "~/components/ui/root-data";

const styles: Record<Toast["type"], { box: string; role: "alert" | "status"; icon: string }> = {
  error: { box: "border-amber-300 bg-amber-50 text-amber-900", role: "alert", icon: "⚠" },
  success: { box: "border-emerald-300 bg-emerald-50 text-emerald-900", role: "status", icon: "✓" },
  message: { box: "border-brand-200 bg-brand-50 text-brand-900", role: "status", icon: "ℹ" },
};

export function FlashNotice({ toast }: { toast: Toast }) {
  const style = styles[toast.type];
  return (
    <div
      role={style.role}
      data-testid={`flash-${toast.type}`}
      className={`flex items-start gap-3 rounded-md border px-4 py-3 text-sm ${style.box}`}
    >
      <span aria-hidden="true" className="font-bold">
        {style.icon}
      </span>
      <div>
        {toast.title && <p className="font-semibold">{toast.title}</p>}
        <p>{toast.description}</p>
      </div>
    </div>
  );
}
