// A success toast that outlives a full page load: the log-in page's own entry leaves for the app with
// location.replace, and the app shows the toast once its first screen is painted.
const KEY = "tropero-carried-toast";

export function carryToast(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Private mode without storage: the page that follows shows the signed-in app, which says enough.
  }
}

/** The carried message, once (a second call gets null). */
export function takeCarriedToast(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
