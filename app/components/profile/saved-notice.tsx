// A success notice that fades out after three seconds with JavaScript (and stays without it).
import { useEffect, useState } from "react";

export function SavedNotice({ message, stamp }: { message: string; stamp: string }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    setShown(true);
    const timer = setTimeout(() => setShown(false), 3000);
    return () => clearTimeout(timer);
  }, [stamp]);
  if (!shown) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-accent-600/30 bg-accent-600/10 px-3 py-2 text-sm font-medium text-slate-900"
      data-testid="address-saved"
    >
      {message}
    </p>
  );
}
