// sonner's toaster with its stylesheet and the app's colours over it, a chunk of its own (lib/toast.ts).
import { useEffect } from "react";
import { Toaster, toast } from "sonner";
// sonner's rules as a file: the build removes its runtime <style> injection (CSP, vite.config.ts).
import "sonner/dist/styles.css";
import { toasterMounted } from "../../lib/toast";
import "./toaster.css";

/** docs/client-rules.md: toasts at the bottom left, closing after 2000 ms. */
export const TOAST_DURATION_MS = 2000;

export default function ToasterNow() {
  useEffect(() => toasterMounted(toast), []);
  return <Toaster position="bottom-left" duration={TOAST_DURATION_MS} richColors closeButton />;
}
