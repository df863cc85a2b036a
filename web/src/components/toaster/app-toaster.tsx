// The toaster, loaded when it is first drawn (the app draws it once the first screen is painted).
import { lazy, Suspense } from "react";

const ToasterNow = lazy(() => import("./toaster-now"));

export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <ToasterNow />
    </Suspense>
  );
}
