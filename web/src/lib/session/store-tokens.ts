// A new session's tokens, stored where the app reads them at start (localStorage, through the atoms). Shared by
// the app's log-in and the log-in page's own entry (web/src/log-in/main.tsx), which leaves for the app next.
import { authenticatedAtom, refreshTokenAtom, selectedOrganizationIdAtom, sessionEndingAtom, tokenAtom } from "./atoms";
import { appStore } from "./jotai-store";

export interface AuthTokens {
  token: string;
  refresh_token: string;
}

/** After log-in or sign-up: the previous organization is forgotten, the new tokens stored. */
export function storeSessionTokens(tokens: AuthTokens): void {
  appStore.set(sessionEndingAtom, false);
  appStore.set(selectedOrganizationIdAtom, null);
  appStore.set(tokenAtom, tokens.token);
  appStore.set(refreshTokenAtom, tokens.refresh_token);
  appStore.set(authenticatedAtom, true);
}
