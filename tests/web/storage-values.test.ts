// How sizes read (worker/shared/storage-values.ts): the API's quota refusal and the configuration screen
// use the same words.
import { describe, expect, it } from "vitest";
import { formatBytes, usedShare } from "../../worker/shared/storage-values";

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

describe("formatBytes", () => {
  it.each([
    [0, "0 MB"],
    [3, "1 KB"],
    [340 * KB, "340 KB"],
    [MB - 100, "1 MB"],
    [12.34 * MB, "12,3 MB"],
    [1023.96 * MB, "1 GB"],
    [GB, "1 GB"],
    [2.55 * GB, "2,6 GB"],
    [1500 * GB, "1.500 GB"],
  ])("%d bytes → %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it("in English digits on request", () => {
    expect(formatBytes(12.34 * MB, "en-US")).toBe("12.3 MB");
  });
});

describe("usedShare", () => {
  it("is the use over the quota, at most 1", () => {
    expect(usedShare({ used_bytes: GB / 4, quota_bytes: GB })).toBe(0.25);
    expect(usedShare({ used_bytes: 2 * GB, quota_bytes: GB })).toBe(1);
    expect(usedShare({ used_bytes: 0, quota_bytes: 0 })).toBe(1);
  });
});
