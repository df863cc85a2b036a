// A beep and a buzz for each read (docs/animals-reading.md), so the person at the chute knows without looking:
// one high tone and a short buzz for a known tag, a lower, longer tone and two buzzes for a caravana nueva.
// Where the browser has no Web Audio or no vibration (iPhones do not vibrate from a page) that part is silent.

export type ReadKind = "known" | "new";

export const READ_TONES: Readonly<Record<ReadKind, { hz: number; seconds: number }>> = {
  known: { hz: 1760, seconds: 0.1 },
  new: { hz: 880, seconds: 0.25 },
};

export const READ_VIBRATIONS: Readonly<Record<ReadKind, number[]>> = {
  known: [80],
  new: [80, 60, 80],
};

const VOLUME = 0.2;

/** What the feedback needs from the browser; the page's own by default. */
export interface FeedbackDevices {
  AudioContext?: typeof AudioContext;
  vibrate?: (pattern: number[]) => boolean;
}

function pageDevices(): FeedbackDevices {
  const w = typeof window === "undefined" ? undefined : window;
  const n = typeof navigator === "undefined" ? undefined : navigator;
  return {
    AudioContext: w?.AudioContext,
    vibrate: typeof n?.vibrate === "function" ? (pattern) => n.vibrate(pattern) : undefined,
  };
}

/**
 * One signal per read. The audio context is made on the first read and kept (browsers limit how many a page
 * may open); reads start after a click on the page, so the browser lets it sound.
 */
export function createReadFeedback(devices: FeedbackDevices = pageDevices()) {
  let audio: AudioContext | null = null;

  function beep(kind: ReadKind) {
    if (!devices.AudioContext) return;
    audio ??= new devices.AudioContext();
    if (audio.state === "suspended") void audio.resume().catch(() => undefined);
    const { hz, seconds } = READ_TONES[kind];
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "square";
    oscillator.frequency.value = hz;
    gain.gain.value = VOLUME;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + seconds);
  }

  return (kind: ReadKind) => {
    try {
      beep(kind);
    } catch {
      // No sound is no harm: the screen shows the read anyway.
    }
    devices.vibrate?.(READ_VIBRATIONS[kind]);
  };
}
