// The typed client for calls made before any session exists (log-in): the request core's timeout and
// Spanish errors without the session's token, refresh or end, so the log-in page's own entry
// (web/src/log-in/main.tsx) carries none of the session's code.
import { createRequestCore } from "./request-core";
import { typedClient } from "./typed-client";

const noSession = { getToken: () => null, getRefreshToken: () => null, setTokens: () => undefined };

export const publicApi = typedClient(
  createRequestCore({
    baseUrl: "/api",
    tokens: noSession,
    fetch: (...args) => fetch(...args),
    now: () => Date.now(),
    endSession: () => undefined,
  }),
).api;
