// The live reader for a screen (docs/animals-reading.md): whether this browser can read over Web Serial, the
// connection's status, and each new tag handed to `onTag`. The port closes when the screen goes away.
import { useCallback, useEffect, useRef, useState } from "react";
import { createSerialReader, DEFAULT_BAUD_RATE, type SerialReader, type SerialStatus } from "./serial-reader";
import { browserSerial } from "./web-serial-types";

export interface UseSerialReader {
  /** False where the browser has no Web Serial: the screen offers the file and the typed numbers instead. */
  supported: boolean;
  status: SerialStatus;
  connect: () => Promise<void>;
  disconnect: () => Promise<void>;
}

export function useSerialReader({
  onTag,
  baudRate = DEFAULT_BAUD_RATE,
}: {
  onTag: (tag: string) => void;
  baudRate?: number;
}): UseSerialReader {
  const [status, setStatus] = useState<SerialStatus>("disconnected");
  const onTagRef = useRef(onTag);
  const readerRef = useRef<SerialReader | null>(null);
  const supported = browserSerial() !== null;

  useEffect(() => {
    onTagRef.current = onTag;
  }, [onTag]);

  const connect = useCallback(async () => {
    const serial = browserSerial();
    if (!serial) return;
    readerRef.current ??= createSerialReader({
      serial,
      onTag: (tag) => onTagRef.current(tag),
      onStatus: setStatus,
    });
    await readerRef.current.connect(baudRate);
  }, [baudRate]);

  const disconnect = useCallback(async () => {
    await readerRef.current?.disconnect();
  }, []);

  useEffect(
    () => () => {
      void readerRef.current?.disconnect();
    },
    [],
  );

  return { supported, status, connect, disconnect };
}
