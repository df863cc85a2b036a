// The part of the Web Serial API the reading layer uses (docs/animals-reading.md). TypeScript's DOM library
// does not declare it yet (Chromium browsers only).

export interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readonly readable: ReadableStream<BufferSource> | null;
}

export interface SerialLike {
  requestPort(): Promise<SerialPortLike>;
}

/** The browser's `navigator.serial`, or null where there is none (Firefox, Safari, most phones). */
export function browserSerial(): SerialLike | null {
  if (typeof navigator === "undefined") return null;
  return (navigator as Navigator & { serial?: SerialLike }).serial ?? null;
}
