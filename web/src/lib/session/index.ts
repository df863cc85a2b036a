// Public surface of the session module: atoms, actions and the session-end event.
export * from "./atoms";
export * from "./types";
export { STORAGE_KEYS, LOCALE_STORAGE_KEY } from "./storage-keys";
export { appStore } from "./jotai-store";
export { onSessionEnd, endSession, clearStoredSession } from "./session-events";
export { setNavigator, navigateTo } from "./navigation";
export { sessionOfflineAtom } from "./offline-start";
export { resolveOrganizationSelection, selectOrganization, applyOrganizations } from "./organization-selection";
export {
  refetchOrganizations,
  useRefetchOrganizations,
  refetchCurrentUser,
  verifySession,
  startSession,
  logout,
  type AuthTokens,
} from "./session-actions";
