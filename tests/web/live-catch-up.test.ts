// Catching up at the start (docs/spa-data.md): the room's hello says when it last sent a message; what the
// first screen read before then (with the margin) is fetched again, what it read after is kept, and a room
// that sent nothing lately changes nothing.
import { afterEach, describe, expect, it } from "vitest";
import { CATCH_UP_MARGIN_MS, catchUpAfterJoin } from "../../web/src/lib/live/start-live-sync";
import { queryClient } from "../../web/src/lib/query/query-client";

const NOW = Date.parse("2026-11-26T12:00:00Z");
const readAt = (key: readonly unknown[], at: number) => queryClient.setQueryData(key, { at }, { updatedAt: at });
const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

afterEach(() => queryClient.clear());

describe("catchUpAfterJoin", () => {
  it("fetches again what was read before the room's last message, and keeps what was read well after it", () => {
    const lastMessageAt = NOW - 20_000;
    readAt(["org", 1, "dashboard"], lastMessageAt - 1_000);
    readAt(["org", 1, "lots"], lastMessageAt + CATCH_UP_MARGIN_MS - 1);
    readAt(["org", 1, "rodeos"], lastMessageAt + CATCH_UP_MARGIN_MS + 1_000);
    readAt(["org", 2, "dashboard"], lastMessageAt - 1_000);
    catchUpAfterJoin(1, NOW - lastMessageAt, NOW);
    expect(invalidated(["org", 1, "dashboard"])).toBe(true);
    expect(invalidated(["org", 1, "lots"])).toBe(true);
    expect(invalidated(["org", 1, "rodeos"])).toBe(false);
    // Another organization's room says nothing about this one's entries.
    expect(invalidated(["org", 2, "dashboard"])).toBe(false);
  });

  it("changes nothing when the room sent no message lately", () => {
    readAt(["org", 1, "dashboard"], NOW - 60_000);
    catchUpAfterJoin(1, null, NOW);
    expect(invalidated(["org", 1, "dashboard"])).toBe(false);
  });
});
