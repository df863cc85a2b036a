// WSAA login against the ARCA stand-in (docs/arca.md, WSAA login; Tests).
import { beforeEach, describe, expect, it } from "vitest";
import { standin, standinCalls, standinControl, standinReset } from "./arca-helpers";

beforeEach(async () => {
  await standinReset();
});

describe("the stand-in", () => {
  it("is reachable from workerd with the certificate the global setup made", async () => {
    const { url, certPem, cuit } = standin();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(certPem).toContain("BEGIN CERTIFICATE");
    expect(cuit).toMatch(/^\d{11}$/);
    await standinControl({ wsaa_refuse_next: "cms.cert.untrusted" });
    const res = await fetch(`${url}/wsaa`, { method: "POST", body: "<x/>" });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain("ns1:cms.cert.untrusted");
    expect((await standinCalls()).calls).toHaveLength(1);
  });
});
