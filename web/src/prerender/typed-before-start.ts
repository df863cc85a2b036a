// What a visitor typed into the prerendered log-in form before the app started (worker/scripts/prerender.ts).
// The app's first render reads it from the page still on screen, and its first commit replaces that page: both
// happen in one task, so no keystroke can fall between the read and the replacement. The log-in page starts
// with these values and the focus, and sends the form if it was sent meanwhile (boot.ts held that send).
let page: HTMLElement | null = null;

/** main.tsx: the app is about to draw over this prerendered page. */
export function startOverPrerendered(container: HTMLElement): void {
  page = container;
}

const field = (autocomplete: string) => page?.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete}"]`);

export const typedBeforeStart = (autocomplete: string): string => field(autocomplete)?.value ?? "";

export const focusedBeforeStart = (autocomplete: string): boolean => {
  const input = field(autocomplete);
  return !!input && input === document.activeElement;
};

export const submittedBeforeStart = (): boolean => page?.hasAttribute("data-submitted") ?? false;

/** The app's first commit: the prerendered page is gone, and boot's hold on sending stands aside. */
export function endPrerendered(): void {
  page?.removeAttribute("data-prerendered");
  page?.removeAttribute("data-submitted");
  page = null;
}
