// A flow's rows, readable at once by a read that arrives before the next render (a serial reader sends tags
// faster than React renders): every change goes through `update`, which keeps the ref and the state together.
import { useCallback, useRef, useState } from "react";

export function useReadRows<R>() {
  const current = useRef<R[]>([]);
  const [rows, setRows] = useState<R[]>([]);
  const update = useCallback((change: (rows: R[]) => R[]) => {
    current.current = change(current.current);
    setRows(current.current);
    return current.current;
  }, []);
  return { rows, current, update };
}
