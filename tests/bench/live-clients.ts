// Benchmark websocket clients, run in worker threads so one JavaScript thread parsing frames is
// not what the benchmark measures. Each thread opens its share of sockets, timestamps every
// movement-created, and reports a movement once all of its sockets have it.
import { isMainThread, parentPort, workerData, Worker } from "node:worker_threads";
import { performance } from "node:perf_hooks";

/** A clock shared by all threads (performance.now() has a per-thread origin). */
export const wallNow = () => performance.timeOrigin + performance.now();

interface ThreadInput {
  base: string;
  orgId: number;
  token: string;
  count: number;
}

type ThreadMessage =
  | { kind: "ready" }
  | { kind: "failed"; error: string }
  | { kind: "delivered"; id: number; first: number; last: number }
  | { kind: "frames"; frames: number };

async function runThread({ base, orgId, token, count }: ThreadInput) {
  const url = `${base.replace(/^http/, "ws")}/api/events/organization_${orgId}?token=${encodeURIComponent(token)}`;
  const seen = new Map<number, { n: number; first: number; last: number }>();
  let frames = 0;
  const sockets: WebSocket[] = [];
  const onFrame = (text: string) => {
    const now = wallNow();
    frames++;
    if (!text.includes('"movement-created"')) return;
    const id = (JSON.parse(text) as { movement?: { id?: number } }).movement?.id;
    if (typeof id !== "number") return;
    const s = seen.get(id) ?? { n: 0, first: now, last: now };
    s.n++;
    s.last = now;
    seen.set(id, s);
    if (s.n === count) {
      parentPort!.postMessage({ kind: "delivered", id, first: s.first, last: s.last } satisfies ThreadMessage);
      seen.delete(id);
    }
  };
  // Node's WebSocket (undici) accepts headers; the door requires the app's Origin.
  const Ctor = WebSocket as unknown as new (url: string, init: { headers: Record<string, string> }) => WebSocket;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const ws = new Ctor(url, { headers: { Origin: base } });
      const timer = setTimeout(() => reject(new Error("socket open timeout")), 30_000);
      ws.addEventListener("message", (e) => onFrame(String(e.data)));
      ws.addEventListener("open", () => (clearTimeout(timer), resolve()), { once: true });
      ws.addEventListener("error", () => (clearTimeout(timer), reject(new Error("socket refused"))), { once: true });
      sockets.push(ws);
    });
  try {
    for (let i = 0; i < count; i += 25) await Promise.all(Array.from({ length: Math.min(25, count - i) }, open));
  } catch (e) {
    parentPort!.postMessage({ kind: "failed", error: String(e) } satisfies ThreadMessage);
    return;
  }
  parentPort!.on("message", (m: "frames" | "close") => {
    if (m === "frames") parentPort!.postMessage({ kind: "frames", frames } satisfies ThreadMessage);
    else {
      for (const ws of sockets) ws.close(1000, "bench done");
      setTimeout(() => process.exit(0), 200);
    }
  });
  parentPort!.postMessage({ kind: "ready" } satisfies ThreadMessage);
}

/** `count` sockets to one room, spread over `threads` worker threads. */
export class ClientGroup {
  private readonly waiting = new Map<number, { threads: number; first: number; last: number; done: () => void }>();
  private readonly early = new Map<number, { threads: number; first: number; last: number }>();
  private frameReplies: ((n: number) => void)[] = [];

  private readonly workers: Worker[];
  readonly count: number;

  // No parameter properties: the threads load this file with Node's type stripping, not tsx.
  private constructor(workers: Worker[], count: number) {
    this.workers = workers;
    this.count = count;
    for (const w of workers) w.on("message", (m: ThreadMessage) => this.onMessage(m));
  }

  static async open(base: string, orgId: number, token: string, count: number, threads: number) {
    const workers: Worker[] = [];
    const ready: Promise<void>[] = [];
    for (let t = 0; t < threads; t++) {
      const share = Math.floor(count / threads) + (t < count % threads ? 1 : 0);
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { base, orgId, token, count: share } satisfies ThreadInput,
      });
      workers.push(worker);
      ready.push(
        new Promise((resolve, reject) => {
          const onMessage = (m: ThreadMessage) => {
            if (m.kind === "ready") resolve();
            if (m.kind === "failed") reject(new Error(m.error));
            if (m.kind === "ready" || m.kind === "failed") worker.off("message", onMessage);
          };
          worker.on("message", onMessage);
          worker.once("error", reject);
        }),
      );
    }
    await Promise.all(ready);
    return new ClientGroup(workers, count);
  }

  private onMessage(m: ThreadMessage) {
    if (m.kind === "frames") {
      this.frameReplies.shift()?.(m.frames);
      return;
    }
    if (m.kind !== "delivered") return;
    const entry = this.waiting.get(m.id) ?? this.early.get(m.id) ?? { threads: 0, first: Infinity, last: 0 };
    entry.threads++;
    entry.first = Math.min(entry.first, m.first);
    entry.last = Math.max(entry.last, m.last);
    if (this.waiting.has(m.id)) {
      if (entry.threads === this.workers.length) (entry as { done: () => void } & typeof entry).done();
    } else this.early.set(m.id, entry);
  }

  /** First and last arrival (wallNow) of movement `id` on this group's sockets, or null on timeout. */
  delivered(id: number, timeoutMs: number): Promise<{ first: number; last: number } | null> {
    const early = this.early.get(id);
    this.early.delete(id);
    if (early && early.threads === this.workers.length) return Promise.resolve(early);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve(null);
      }, timeoutMs);
      const entry = {
        ...(early ?? { threads: 0, first: Infinity, last: 0 }),
        done: () => {
          clearTimeout(timer);
          this.waiting.delete(id);
          resolve({ first: entry.first, last: entry.last });
        },
      };
      this.waiting.set(id, entry);
    });
  }

  /** Frames received so far by all sockets of the group. */
  async frames(): Promise<number> {
    const counts = await Promise.all(
      this.workers.map(
        (w) =>
          new Promise<number>((resolve) => {
            this.frameReplies.push(resolve);
            w.postMessage("frames");
          }),
      ),
    );
    return counts.reduce((a, b) => a + b, 0);
  }

  async close() {
    await Promise.all(
      this.workers.map((w) => {
        const exited = new Promise((r) => w.once("exit", r));
        w.postMessage("close");
        return Promise.race([exited, new Promise((r) => setTimeout(r, 2_000))]).then(() => w.terminate());
      }),
    );
  }
}

if (!isMainThread) void runThread(workerData as ThreadInput);
