// Toasts, with sonner loaded after the first screen rather than with the app's entry (about 10 KB of a
// phone's first load, and its stylesheet: docs/spa-data.md, "The first screen"). A toast asked for before the
// toaster is on screen waits for it (components/toaster/app-toaster.tsx), so none is lost.
import type { ExternalToast, toast as sonnerToast } from "sonner";

type Sonner = typeof sonnerToast;

let mounted: (toast: Sonner) => void = () => undefined;
const toaster = new Promise<Sonner>((resolve) => (mounted = resolve));

/** The toaster's first mount: the toasts asked for until then are shown, in order. */
export const toasterMounted = (toast: Sonner) => mounted(toast);

const show = (draw: (toast: Sonner) => unknown) => void toaster.then(draw);

export const toast = Object.assign((message: string, data?: ExternalToast) => show((t) => t(message, data)), {
  success: (message: string, data?: ExternalToast) => show((t) => t.success(message, data)),
  error: (message: string, data?: ExternalToast) => show((t) => t.error(message, data)),
  info: (message: string, data?: ExternalToast) => show((t) => t.info(message, data)),
});
