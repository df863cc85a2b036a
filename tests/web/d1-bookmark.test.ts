// Read-your-writes with D1 read replicas, on the SPA's side: every call sends the newest bookmark seen,
// every answer (and live message) may advance it, and an older one arriving late never replaces it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookmarkStore } from "../../web/src/lib/api/bookmark";
import { createRequestCore } from "../../web/src/lib/api/request-core";

const B = (n: number) => `00000000-${n.toString(16).padStart(8, "0")}-00000000-${"0".repeat(32)}`;

afterEach(() => localStorage.clear());

describe("bookmarkStore", () => {
  it("keeps the newest valid bookmark, in localStorage for reloads and other tabs", () => {
    bookmarkStore.advance(B(5));
    expect(bookmarkStore.latest()).toBe(B(5));
    bookmarkStore.advance(B(3));
    bookmarkStore.advance("junk");
    bookmarkStore.advance(null);
    expect(bookmarkStore.latest()).toBe(B(5));
    expect(localStorage.getItem("d1Bookmark")).toBe(B(5));
    // Another tab wrote a newer one.
    localStorage.setItem("d1Bookmark", B(9));
    expect(bookmarkStore.latest()).toBe(B(9));
    bookmarkStore.advance(B(10));
    expect(bookmarkStore.latest()).toBe(B(10));
  });
});

describe("request core and bookmarks", () => {
  it("sends the newest bookmark on every call and advances it with each answer", async () => {
    let latest: string | null = null;
    const sent: Array<string | null> = [];
    const answers = [B(4), B(2), null];
    const request = createRequestCore({
      baseUrl: "/api",
      tokens: { getToken: () => null, getRefreshToken: () => null, setTokens: () => {} },
      fetch: vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
        sent.push(new Headers(init.headers).get("x-d1-bookmark"));
        const answer = answers.shift() ?? null;
        return new Response("{}", { status: 200, headers: answer ? { "x-d1-bookmark": answer } : {} });
      }) as unknown as typeof fetch,
      now: () => Date.now(),
      endSession: () => {},
      bookmarks: {
        latest: () => latest,
        advance: (b) => {
          if (b && (latest === null || b > latest)) latest = b;
        },
      },
    });
    for (let i = 0; i < 3; i++) await request("POST", "/auth/log-in", {});
    expect(sent).toEqual([null, B(4), B(4)]);
    expect(latest).toBe(B(4));
  });
});
