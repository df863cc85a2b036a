// The failed call's request id travels from the answer's x-request-id to the error toast.
import { describe, expect, it, vi } from "vitest";
import { ApiError, requestIdOf } from "../../web/src/lib/api/api-error";
import { createRequestCore } from "../../web/src/lib/api/request-core";
import { supportLine } from "../../web/src/lib/error-toast";

const REQUEST_ID = "0f8e1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b";

function coreAnswering(res: () => Response) {
  return createRequestCore({
    baseUrl: "/api",
    tokens: { getToken: () => null, getRefreshToken: () => null, setTokens: () => undefined },
    fetch: vi.fn(() => Promise.resolve(res())),
    now: () => Date.now(),
    endSession: () => undefined,
  });
}

describe("request id of a failed call", () => {
  it("an answered failure carries its x-request-id; the toast line names it", async () => {
    const request = coreAnswering(
      () =>
        new Response(JSON.stringify({ ok: false, message: "Error interno del servidor", code: "INTERNAL" }), {
          status: 500,
          headers: { "Content-Type": "application/json", "x-request-id": REQUEST_ID },
        }),
    );
    const error = await request("POST", "/auth/log-in", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(requestIdOf(error)).toBe(REQUEST_ID);
    expect(supportLine(error)).toBe(`Código para soporte: ${REQUEST_ID}`);
  });

  it("no answer (network failure) or not an API error: no line", async () => {
    const request = createRequestCore({
      baseUrl: "/api",
      tokens: { getToken: () => null, getRefreshToken: () => null, setTokens: () => undefined },
      fetch: vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
      now: () => Date.now(),
      endSession: () => undefined,
    });
    const error = await request("POST", "/auth/log-in", {}).catch((e: unknown) => e);
    expect(requestIdOf(error)).toBeNull();
    expect(supportLine(error)).toBeNull();
    expect(supportLine(new Error("x"))).toBeNull();
  });
});
