// The boot script's first GETs per page (docs/spa-data.md, "The first screen"; docs/map.md): a signed-in visit
// to the dashboard or to the map starts that page's data with the session's, before the app's code runs; any
// other page, no organization chosen or an expiring session start only what every page needs (or nothing).
import { afterEach, describe, expect, it, vi } from "vitest";

const token = (expInSeconds: number) =>
  `x.${btoa(JSON.stringify({ sub: 1, exp: Math.floor(Date.now() / 1000) + expInSeconds }))}.y`;

async function bootAt(path: string, org: string | null, session = token(3600)) {
  vi.resetModules();
  const fetch = vi.fn(() => Promise.resolve(new Response("{}")));
  vi.stubGlobal("fetch", fetch);
  localStorage.clear();
  localStorage.setItem("token", session);
  if (org) localStorage.setItem("organizationSelect", org);
  history.replaceState(null, "", path);
  delete (globalThis as Record<string, unknown>).__troperoEarlyRequests;
  await import("../../web/src/boot");
  return (fetch.mock.calls as unknown as Array<[string]>).map(([url]) => url);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  history.replaceState(null, "", "/");
});

describe("the boot script's first GETs", () => {
  it("starts the map's lots and fields on /mapa", async () => {
    expect(await bootAt("/mapa", "5")).toEqual([
      "/api/user",
      "/api/organization/my-organizations",
      "/api/lot/info/5",
      "/api/field/5",
    ]);
  });

  it("starts the dashboard's on /", async () => {
    expect(await bootAt("/", "5")).toEqual([
      "/api/user",
      "/api/organization/my-organizations",
      "/api/dashboard/5",
      "/api/animal-categories/5",
      "/api/invitation",
    ]);
  });

  it("starts only the session's elsewhere or without a chosen organization, and nothing for an expiring session", async () => {
    const session = ["/api/user", "/api/organization/my-organizations"];
    expect(await bootAt("/lots", "5")).toEqual(session);
    expect(await bootAt("/mapa", null)).toEqual(session);
    expect(await bootAt("/mapa", "abc")).toEqual(session);
    expect(await bootAt("/mapa", "5", token(10))).toEqual([]);
  });
});
