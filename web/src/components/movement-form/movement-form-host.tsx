// Shows the open movement form. Any number of hosts may be mounted (the shell, each record
// button): the first mounted one renders, so a form is never shown twice. The form itself is a
// lazy chunk, loaded on first use so it weighs on no route.
import { atom, useAtom, useAtomValue, useSetAtom, useStore } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { movementFormAtom } from "./request";

const hostsAtom = atom<number[]>([]);
let nextHostId = 0;

export const loadMovementFormDialog = () => import("./movement-form-dialog");
const MovementFormDialog = lazy(loadMovementFormDialog);

/** Starts downloading the form chunk (on hover or focus of a record button). */
export function preloadMovementForm(): void {
  void loadMovementFormDialog();
}

export function MovementFormHost() {
  const [id] = useState(() => ++nextHostId);
  const setHosts = useSetAtom(hostsAtom);
  const hosts = useAtomValue(hostsAtom);
  const [request, setRequest] = useAtom(movementFormAtom);
  const store = useStore();

  useEffect(() => {
    setHosts((list) => [...list, id]);
    return () => {
      const rest = store.get(hostsAtom).filter((h) => h !== id);
      store.set(hostsAtom, rest);
      // The screen that opened the form is gone (navigation, log-out): a later screen must not
      // pop it up again.
      if (rest.length === 0) store.set(movementFormAtom, null);
    };
  }, [id, setHosts, store]);

  if (hosts[0] !== id || !request) return null;
  return (
    <Suspense fallback={null}>
      <MovementFormDialog request={request} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
