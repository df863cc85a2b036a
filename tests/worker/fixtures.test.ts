import { describe, expect, it } from "vitest";
import { api, makeTeam } from "./fixtures";

describe("fixtures", () => {
  it("a fixture user's token passes authentication; a garbage token does not", async () => {
    const { owner } = await makeTeam();
    // /api/lot/info is protected; with a valid token the auth layer lets it through (then 404 route).
    const ok = await api("/lot/nothing-here", { token: owner.token });
    expect(ok.status).toBe(404);
    const bad = await api("/lot/nothing-here", { token: "garbage" });
    expect(bad.status).toBe(401);
  });
});
