// Security and cache headers on API answers (worker/middleware/request-context.ts): every status,
// no-store on all of them, HSTS only when served from a public https origin.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { mapConfig, OPENFREEMAP_STYLE_URL } from "../../worker/lib/map-config";
import { API_CSP, assetHeadersFile, PERMISSIONS_POLICY, SPA_CSP, spaCsp } from "../../worker/lib/security-headers";
import { api, makeOrg, makeUser } from "./fixtures";

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get("content-security-policy")).toBe(API_CSP);
  expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("cache-control")).toBe("no-store");
  expect(headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
}

describe("the Permissions-Policy", () => {
  const features = new Map(PERMISSIONS_POLICY.split(", ").map((f) => f.split("=") as [string, string]));

  it("lets the app itself, and nothing it embeds, use the microphone, serial ports, Bluetooth and the position", () => {
    expect(features.get("microphone")).toBe("(self)");
    expect(features.get("geolocation")).toBe("(self)");
    expect(features.get("serial")).toBe("(self)");
    expect(features.get("bluetooth")).toBe("(self)");
  });

  it("keeps every other feature off, USB and HID among them", () => {
    const allowed = [...features].filter(([, allow]) => allow !== "()").map(([name]) => name);
    expect(allowed.sort()).toEqual(["bluetooth", "geolocation", "microphone", "serial"]);
    expect(features.get("usb")).toBe("()");
    expect(features.get("hid")).toBe("()");
    expect(features.get("camera")).toBe("()");
  });

  it("the static assets' _headers file sends the same policy", () => {
    expect(assetHeadersFile()).toContain(`  Permissions-Policy: ${PERMISSIONS_POLICY}\n`);
  });
});

describe("the SPA's policy and the base map", () => {
  const directives = (csp: string) =>
    new Map(csp.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1).join(" ")] as const));

  it("without a base map: images and connections from itself only, workers from itself, never blob:", () => {
    const d = directives(SPA_CSP);
    expect(d.get("connect-src")).toBe("'self'");
    expect(d.get("img-src")).toBe("'self' data: blob:");
    expect(d.get("worker-src")).toBe("'self'");
    expect(d.get("script-src")).toBe("'self'");
    expect(mapConfig({})).toEqual({ styleUrl: null, satelliteStyleUrl: null, hosts: [] });
    expect(mapConfig({ MAP_STYLE_URL: " blank " }).styleUrl).toBeNull();
  });

  it("adds only the configured style and tile origins to connect-src and img-src", () => {
    const config = mapConfig({
      MAP_STYLE_URL: OPENFREEMAP_STYLE_URL,
      MAP_SATELLITE_STYLE_URL: "https://sat.example.com/style.json?key=1",
      MAP_TILE_HOSTS: "https://tiles.example.com/any/path, https://tiles.openfreemap.org",
    });
    expect(config.hosts).toEqual([
      "https://tiles.openfreemap.org",
      "https://sat.example.com",
      "https://tiles.example.com",
    ]);
    const d = directives(spaCsp(config.hosts));
    expect(d.get("connect-src")).toBe(
      "'self' https://tiles.openfreemap.org https://sat.example.com https://tiles.example.com",
    );
    expect(d.get("img-src")).toBe(
      "'self' data: blob: https://tiles.openfreemap.org https://sat.example.com https://tiles.example.com",
    );
    for (const name of ["default-src", "script-src", "style-src", "font-src", "worker-src"]) {
      expect(d.get(name), name).toBe("'self'");
    }
    expect(assetHeadersFile(config.hosts)).toContain(`  Content-Security-Policy: ${spaCsp(config.hosts)}\n`);
  });

  it("refuses a style or tile host that is not an https URL", () => {
    expect(() => mapConfig({ MAP_STYLE_URL: "http://tiles.example.com/style.json" })).toThrow(/https/);
    expect(() => mapConfig({ MAP_SATELLITE_STYLE_URL: "tiles.example.com" })).toThrow(/not a URL/);
    expect(() => mapConfig({ MAP_TILE_HOSTS: "*" })).toThrow(/MAP_TILE_HOSTS/);
  });
});

describe("security headers on API answers", () => {
  it("a public 200", async () => {
    const res = await api("/health");
    expect(res.status).toBe(200);
    expectSecurityHeaders(res.headers);
  });

  it("an authenticated 200 is no-store", async () => {
    const owner = await makeUser();
    const org = await makeOrg(owner);
    const res = await api(`/lot/info/${org.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expectSecurityHeaders(res.headers);
  });

  it("401 without a token, 403 for an outsider, 404 and 400 carry them too", async () => {
    const owner = await makeUser();
    const outsider = await makeUser();
    const org = await makeOrg(owner);
    const answers = [
      await api(`/lot/info/${org.id}`),
      await api(`/lot/info/${org.id}`, { token: outsider.token }),
      await api("/does-not-exist"),
      await api("/auth/log-in", { body: "{not json", method: "POST" }),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 403, 404, 400]);
    for (const a of answers) expectSecurityHeaders(a.headers);
  });

  it("HSTS only from a public https origin", async () => {
    const local = await api("/health");
    expect(local.headers.get("strict-transport-security")).toBeNull();

    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request("https://tropero.example/api/health"),
      { ...env, APP_ORIGIN: "https://tropero.example" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });
});
