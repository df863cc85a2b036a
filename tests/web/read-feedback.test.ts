// The beep and buzz of each read (docs/animals-reading.md). Web Audio and vibration are browser APIs, not ours:
// fakes record what was asked of them.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createReadFeedback, READ_TONES, READ_VIBRATIONS } from "../../web/src/features/animals/reading/read-feedback";

function fakeAudio(state: AudioContextState = "running") {
  const tones: { hz: number; start: number; stop: number }[] = [];
  const made: FakeContext[] = [];
  class FakeContext {
    state = state;
    currentTime = 10;
    destination = {};
    resume = vi.fn(async () => {
      this.state = "running";
    });
    constructor() {
      made.push(this);
    }
    createGain() {
      return { gain: { value: 0 }, connect: (next: unknown) => next };
    }
    createOscillator() {
      const tone = { hz: 0, start: -1, stop: -1 };
      const frequency = {
        set value(hz: number) {
          tone.hz = hz;
        },
      };
      return {
        type: "sine",
        frequency,
        connect: (next: unknown) => next,
        start: () => {
          tone.start = 10;
          tones.push(tone);
        },
        stop: (at: number) => {
          tone.stop = at;
        },
      };
    }
  }
  return { AudioContext: FakeContext as unknown as typeof AudioContext, tones, made };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "vibrate");
});

describe("createReadFeedback", () => {
  it("buzzes once for a known tag and twice for a new one where the device vibrates", () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, "vibrate", { value: vibrate, configurable: true });
    const signal = createReadFeedback();
    signal("known");
    signal("new");
    expect(vibrate.mock.calls).toEqual([[[80]], [[80, 60, 80]]]);
    expect(READ_VIBRATIONS).toEqual({ known: [80], new: [80, 60, 80] });
  });

  it("is silent and harmless without vibration or Web Audio (jsdom has neither)", () => {
    expect("vibrate" in navigator).toBe(false);
    expect(() => createReadFeedback()("new")).not.toThrow();
  });

  it("beeps a short high tone for a known tag and a lower, longer one for a new tag, on one audio context", () => {
    const audio = fakeAudio("suspended");
    const signal = createReadFeedback({ AudioContext: audio.AudioContext });
    signal("known");
    signal("new");
    expect(audio.made).toHaveLength(1);
    expect(audio.made[0]?.resume).toHaveBeenCalledTimes(1);
    expect(audio.tones).toEqual([
      { hz: READ_TONES.known.hz, start: 10, stop: 10 + READ_TONES.known.seconds },
      { hz: READ_TONES.new.hz, start: 10, stop: 10 + READ_TONES.new.seconds },
    ]);
    expect(READ_TONES.known.hz).toBeGreaterThan(READ_TONES.new.hz);
    expect(READ_TONES.known.seconds).toBeCloseTo(0.1);
  });

  it("an audio context that cannot be made still vibrates", () => {
    const vibrate = vi.fn(() => true);
    const Broken = class {
      constructor() {
        throw new Error("NotAllowedError");
      }
    } as unknown as typeof AudioContext;
    expect(() => createReadFeedback({ AudioContext: Broken, vibrate })("known")).not.toThrow();
    expect(vibrate).toHaveBeenCalledWith([80]);
  });
});
