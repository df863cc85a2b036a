// What a visitor typed into the prerendered log-in form before the app started (worker/scripts/prerender.ts):
// the app draws the form anew, and its first render takes these values and the focus, so nothing typed is lost.
const typed = new Map<string, string>();
let focused: string | null = null;
let submitted = false;

/** Set by boot (boot.ts) on the root when the prerendered form was sent before the app started. */
export const SUBMITTED_ATTRIBUTE = "data-submitted";

/** Reads the prerendered fields (keyed by their autocomplete attribute) just before the app replaces them. */
export function captureTypedValues(container: HTMLElement): void {
  for (const input of container.querySelectorAll("input")) {
    if (input.autocomplete && input.value) typed.set(input.autocomplete, input.value);
  }
  submitted = container.hasAttribute(SUBMITTED_ATTRIBUTE);
  // From here on the app owns the form: boot's guard (boot.ts) stands aside.
  container.removeAttribute("data-prerendered");
  container.removeAttribute(SUBMITTED_ATTRIBUTE);
  const active = document.activeElement;
  focused = active instanceof HTMLInputElement && container.contains(active) ? active.autocomplete : null;
}

export const typedBeforeStart = (field: string): string => typed.get(field) ?? "";
export const focusedBeforeStart = (field: string): boolean => focused === field;

/** True once if the form was sent before the app started: the page sends it again, now for real. */
export function takeSubmitBeforeStart(): boolean {
  const was = submitted;
  submitted = false;
  return was;
}
