// Live reading from a stick reader over Web Serial (docs/animals-reading.md): a USB cable, or Bluetooth where
// the system pairs the reader as a serial port (its Serial Port Profile shows up as one more port in the
// browser's list), so the same code serves both. Each line becomes a tag; repeats within REPEAT_WINDOW_MS drop.
import { createReadDeduper, REPEAT_WINDOW_MS } from "./read-dedupe";
import { createLineSplitter, extractTagFromLine } from "./serial-lines";
import type { SerialLike, SerialPortLike } from "./web-serial-types";

/** Most stick readers talk at 9600 baud out of the box; some are set to 19200 or more. */
export const DEFAULT_BAUD_RATE = 9600;

/**
 * disconnected: no port open (also after the user closed the port picker); failed: the port would not open
 * (another program holds it); lost: the reader went away while reading (unplugged, out of Bluetooth range).
 */
export type SerialStatus = "disconnected" | "connecting" | "connected" | "failed" | "lost";

export interface SerialReaderOptions {
  serial: SerialLike;
  onTag: (tag: string) => void;
  onStatus?: (status: SerialStatus) => void;
  repeatWindowMs?: number;
  now?: () => number;
}

export interface SerialReader {
  /** Call it from the click that asks for it: the browser shows its port picker only after a user gesture. */
  connect(baudRate?: number): Promise<void>;
  disconnect(): Promise<void>;
  readonly status: SerialStatus;
}

export function createSerialReader({
  serial,
  onTag,
  onStatus,
  repeatWindowMs = REPEAT_WINDOW_MS,
  now,
}: SerialReaderOptions): SerialReader {
  let status: SerialStatus = "disconnected";
  let port: SerialPortLike | null = null;
  let reader: ReadableStreamDefaultReader<string> | null = null;
  let piped: Promise<void> = Promise.resolve();
  // Each connect and each disconnect starts a new session: a connect whose port opens after a disconnect (the
  // screen left while the picker was open) closes that port, and a read loop ended by a disconnect stays quiet.
  let session = 0;

  const set = (next: SerialStatus) => {
    status = next;
    onStatus?.(next);
  };

  async function read(open: SerialPortLike, readable: ReadableStream<BufferSource>, mine: number) {
    const decoder = new TextDecoderStream();
    piped = readable.pipeTo(decoder.writable).catch(() => undefined);
    const lines = createLineSplitter();
    const isNew = createReadDeduper(repeatWindowMs, now);
    const take = (line: string) => {
      const tag = extractTagFromLine(line);
      if (tag && isNew(tag)) onTag(tag);
    };
    reader = decoder.readable.getReader();
    let lost = false;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        lines.push(value).forEach(take);
      }
      lines.flush().forEach(take);
    } catch {
      lost = true;
    }
    reader.releaseLock();
    reader = null;
    if (mine !== session) return;
    await piped;
    await open.close().catch(() => undefined);
    port = null;
    set(lost ? "lost" : "disconnected");
  }

  return {
    get status() {
      return status;
    },
    async connect(baudRate = DEFAULT_BAUD_RATE) {
      if (status === "connecting" || status === "connected") return;
      const mine = ++session;
      set("connecting");
      let chosen: SerialPortLike;
      try {
        chosen = await serial.requestPort();
      } catch {
        if (mine === session) set("disconnected"); // the picker was closed without a port
        return;
      }
      try {
        await chosen.open({ baudRate });
      } catch {
        if (mine === session) set("failed");
        return;
      }
      if (mine !== session || !chosen.readable) {
        await chosen.close().catch(() => undefined);
        if (mine === session) set("failed");
        return;
      }
      port = chosen;
      set("connected");
      void read(chosen, chosen.readable, mine);
    },
    async disconnect() {
      session += 1;
      const open = port;
      port = null;
      if (open) {
        await reader?.cancel().catch(() => undefined);
        await piped;
        await open.close().catch(() => undefined);
      }
      if (status !== "disconnected") set("disconnected");
    },
  };
}
