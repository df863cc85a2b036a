// Security and cache headers on API answers (worker/middleware/request-context.ts): every status,
// no-store on all of them, HSTS only when served from a public https origin.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { API_CSP, assetHeadersFile, PERMISSIONS_POLICY } from "../../worker/lib/security-headers";
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

  it("lets the app itself, and nothing it embeds, use the microphone, serial ports and Bluetooth", () => {
    expect(features.get("microphone")).toBe("(self)");
    expect(features.get("serial")).toBe("(self)");
    expect(features.get("bluetooth")).toBe("(self)");
  });

  it("keeps every other feature off, USB and HID among them", () => {
    const allowed = [...features].filter(([, allow]) => allow !== "()").map(([name]) => name);
    expect(allowed.sort()).toEqual(["bluetooth", "microphone", "serial"]);
    expect(features.get("usb")).toBe("()");
    expect(features.get("hid")).toBe("()");
    expect(features.get("camera")).toBe("()");
  });

  it("the static assets' _headers file sends the same policy", () => {
    expect(assetHeadersFile()).toContain(`  Permissions-Policy: ${PERMISSIONS_POLICY}\n`);
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
