// Session end through the real client wiring: a refused refresh clears the three storage keys (docs/client-rules.md),
// tells listeners (sockets) and navigates to /log-in.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, call } from "../../web/src/lib/api/client";
import {
  appStore,
  authenticatedAtom,
  onSessionEnd,
  selectedOrganizationIdAtom,
  setNavigator,
  STORAGE_KEYS,
  tokenAtom,
} from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe("session end", () => {
  const navigate = vi.fn();
  beforeEach(() => {
    setNavigator(navigate);
    navigate.mockClear();
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(600, Date.now()));
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
    localStorage.setItem(STORAGE_KEYS.organizationSelect, "7");
    localStorage.setItem("locale", "en");
    appStore.set(authenticatedAtom, true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("clears token, refreshToken and organizationSelect and goes to /log-in when the refresh fails", async () => {
    const listener = vi.fn();
    const off = onSessionEnd(listener);
    const fetch = vi.fn(async (url: string) =>
      url.endsWith("/auth/refresh-token")
        ? json(401, { ok: false, message: "Sesión expirada" })
        : json(401, { ok: false }),
    );
    vi.stubGlobal("fetch", fetch);
    await expect(call(api.user.$get())).rejects.toMatchObject({ message: "Session terminated" });
    off();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.organizationSelect)).toBeNull();
    // Not session state: the language choice stays.
    expect(localStorage.getItem("locale")).toBe("en");
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(selectedOrganizationIdAtom)).toBeNull();
    expect(appStore.get(authenticatedAtom)).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/log-in", { replace: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(["/api/user", "/api/auth/refresh-token"]);
  });

  it("stores the refreshed tokens where the next request and other tabs read them", async () => {
    const fresh = tokenExpiringIn(900, Date.now(), { n: "fresh" });
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(10, Date.now()));
    const fetch = vi.fn(async (url: string) =>
      url.endsWith("/auth/refresh-token")
        ? json(200, { ok: true, token: fresh, refresh_token: "r2" })
        : json(200, { ok: true }),
    );
    vi.stubGlobal("fetch", fetch);
    await call(api.user.$get());
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe("r2");
    expect(navigate).not.toHaveBeenCalled();
  });
});
