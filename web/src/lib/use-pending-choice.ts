// Choosing a record created from a form's picker (components/inline-create.tsx). A registered <select> only
// takes a value it has an <option> for, and the created record joins the cached list a render later: so the
// choice waits until `listed` shows it, then `apply` sets it.
import { useEffect, useState } from "react";

export function usePendingChoice<V extends string | number>(
  listed: (value: V) => boolean,
  apply: (value: V) => void,
): (value: V) => void {
  const [pending, setPending] = useState<V | null>(null);
  const ready = pending !== null && listed(pending);
  useEffect(() => {
    if (!ready || pending === null) return;
    apply(pending);
    setPending(null);
  }, [ready, pending, apply]);
  return setPending;
}
