// Whose session this is: the queue is only ever sent by the user who recorded it. The user
// fetched by the session, or (opened without signal, before that fetch) the token's subject.
import { currentUserAtom } from "../session/atoms";
import { appStore } from "../session/jotai-store";
import { sessionTokenStore } from "../session/token-store";

/** The `sub` claim of a JWT as a user id, or null. */
export function tokenSubject(token: string | null): number | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="))) as {
      sub?: unknown;
    };
    const id = Number(json.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** The signed-in user's id, or null without a session. */
export function sessionUserId(): number | null {
  const token = sessionTokenStore.getToken();
  if (!token) return null;
  return appStore.get(currentUserAtom)?.id ?? tokenSubject(token);
}

export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;
