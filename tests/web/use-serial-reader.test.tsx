// Live reading over Web Serial (docs/animals-reading.md). navigator.serial is a browser API, not ours: a fake
// port streams the bytes a reader would send.
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSerialReader } from "../../web/src/features/animals/reading/use-serial-reader";

function fakeSerial({ openFails = false } = {}) {
  let source: ReadableStreamDefaultController<Uint8Array> | undefined;
  let cancelled = false;
  const port = {
    readable: new ReadableStream<Uint8Array>({
      start: (controller) => {
        source = controller;
      },
      cancel: () => {
        cancelled = true;
      },
    }),
    open: vi.fn(async (_options: { baudRate: number }) => {
      if (openFails) throw new DOMException("busy", "InvalidStateError");
    }),
    close: vi.fn(async () => undefined),
  };
  const serial = { requestPort: vi.fn(async () => port) };
  Object.defineProperty(navigator, "serial", { value: serial, configurable: true });
  return {
    serial,
    port,
    send: (text: string) => source?.enqueue(new TextEncoder().encode(text)),
    unplug: () => source?.error(new DOMException("The device has been lost.", "NetworkError")),
    cancelled: () => cancelled,
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serial");
});

describe("useSerialReader", () => {
  it("is unsupported where the browser has no navigator.serial, and connect does nothing", async () => {
    const { result } = renderHook(() => useSerialReader({ onTag: vi.fn() }));
    expect(result.current.supported).toBe(false);
    await act(() => result.current.connect());
    expect(result.current.status).toBe("disconnected");
  });

  it("opens the chosen port at 9600 baud and hands over each new tag, repeats within 2 s dropped", async () => {
    const fake = fakeSerial();
    const onTag = vi.fn();
    const { result } = renderHook(() => useSerialReader({ onTag }));
    expect(result.current.supported).toBe(true);
    await act(() => result.current.connect());
    expect(fake.port.open).toHaveBeenCalledWith({ baudRate: 9600 });
    expect(result.current.status).toBe("connected");

    fake.send("LA 982 0001234");
    fake.send("56789\r\n982 000123456789\r\nA0000000982000123456790\r\n");
    fake.send("noise\r\n032 000111222333\n");
    await waitFor(() => expect(onTag).toHaveBeenCalledTimes(3));
    expect(onTag.mock.calls).toEqual([["982000123456789"], ["982000123456790"], ["032000111222333"]]);
  });

  it("uses the baud rate it is given", async () => {
    const fake = fakeSerial();
    const { result } = renderHook(() => useSerialReader({ onTag: vi.fn(), baudRate: 19200 }));
    await act(() => result.current.connect());
    expect(fake.port.open).toHaveBeenCalledWith({ baudRate: 19200 });
  });

  it("the latest onTag receives the reads", async () => {
    const fake = fakeSerial();
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ onTag }) => useSerialReader({ onTag }), {
      initialProps: { onTag: first },
    });
    await act(() => result.current.connect());
    rerender({ onTag: second });
    fake.send("982000123456789\n");
    await waitFor(() => expect(second).toHaveBeenCalledWith("982000123456789"));
    expect(first).not.toHaveBeenCalled();
  });

  it("disconnect stops reading and closes the port", async () => {
    const fake = fakeSerial();
    const { result } = renderHook(() => useSerialReader({ onTag: vi.fn() }));
    await act(() => result.current.connect());
    await act(() => result.current.disconnect());
    expect(result.current.status).toBe("disconnected");
    expect(fake.cancelled()).toBe(true);
    expect(fake.port.close).toHaveBeenCalledTimes(1);
  });

  it("a reader unplugged while reading is lost, and its port closed", async () => {
    const fake = fakeSerial();
    const { result } = renderHook(() => useSerialReader({ onTag: vi.fn() }));
    await act(() => result.current.connect());
    act(() => fake.unplug());
    await waitFor(() => expect(result.current.status).toBe("lost"));
    expect(fake.port.close).toHaveBeenCalledTimes(1);
  });

  it("a closed picker leaves it disconnected; a port that will not open is failed", async () => {
    const cancelled = fakeSerial();
    cancelled.serial.requestPort.mockRejectedValueOnce(new DOMException("No port selected", "NotFoundError"));
    const { result } = renderHook(() => useSerialReader({ onTag: vi.fn() }));
    await act(() => result.current.connect());
    expect(result.current.status).toBe("disconnected");
    expect(cancelled.port.open).not.toHaveBeenCalled();

    const busy = fakeSerial({ openFails: true });
    const other = renderHook(() => useSerialReader({ onTag: vi.fn() }));
    await act(() => other.result.current.connect());
    expect(other.result.current.status).toBe("failed");
    expect(busy.port.close).not.toHaveBeenCalled();
  });

  it("a port chosen after the screen went away is closed at once", async () => {
    const fake = fakeSerial();
    let choose: (port: typeof fake.port) => void = () => undefined;
    fake.serial.requestPort.mockImplementationOnce(() => new Promise((resolve) => (choose = resolve)));
    const { result, unmount } = renderHook(() => useSerialReader({ onTag: vi.fn() }));
    let connected: Promise<void> = Promise.resolve();
    act(() => {
      connected = result.current.connect();
    });
    expect(result.current.status).toBe("connecting");
    unmount();
    choose(fake.port);
    await connected;
    expect(fake.port.open).toHaveBeenCalledTimes(1);
    expect(fake.port.close).toHaveBeenCalledTimes(1);
  });

  it("closes the port when the screen goes away", async () => {
    const fake = fakeSerial();
    const { result, unmount } = renderHook(() => useSerialReader({ onTag: vi.fn() }));
    await act(() => result.current.connect());
    unmount();
    await waitFor(() => expect(fake.port.close).toHaveBeenCalledTimes(1));
  });
});
