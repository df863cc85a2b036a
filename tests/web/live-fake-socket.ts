// A scriptable WebSocket for the live-socket unit tests: each instance records its URL and the
// time it was created; the test plays the server (open, refuse, close, send).

export class FakeWebSocket extends EventTarget {
  static instances: FakeWebSocket[] = [];
  /** What every new socket does on its own: nothing (hangs), fail at once, or open at once. */
  static behaviour: "hang" | "refuse" | "open" = "hang";

  static reset() {
    FakeWebSocket.instances = [];
    FakeWebSocket.behaviour = "hang";
  }

  static get last(): FakeWebSocket {
    const ws = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
    if (!ws) throw new Error("no socket was created");
    return ws;
  }

  readonly url: string;
  readonly createdAt = Date.now();
  readyState = 0;
  binaryType = "blob";
  sent: string[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  /** What the client did, in order: `send <data>` and `close <code>` (to check a leave precedes the close). */
  log: string[] = [];

  constructor(url: string) {
    super();
    this.url = url;
    FakeWebSocket.instances.push(this);
    const behaviour = FakeWebSocket.behaviour;
    if (behaviour !== "hang") queueMicrotask(() => (behaviour === "open" ? this.serverOpen() : this.serverRefuse()));
  }

  get token(): string | null {
    return new URL(this.url).searchParams.get("token");
  }

  get room(): string | null {
    return new URL(this.url).searchParams.get("room");
  }

  send(data: string) {
    if (this.readyState !== 1) throw new Error("send on a socket that is not open");
    this.sent.push(data);
    this.log.push(`send ${data}`);
  }

  close(code?: number, reason?: string) {
    if (this.readyState >= 2) return;
    this.log.push(`close ${code}`);
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  serverOpen() {
    this.readyState = 1;
    this.dispatchEvent(new Event("open"));
  }

  /** The upgrade was refused (401/403) or the network failed: error, then close 1006. */
  serverRefuse() {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    const error = Object.assign(new Event("error"), { error: new Error("refused"), message: "refused" });
    this.dispatchEvent(error);
    this.dispatchEvent(Object.assign(new Event("close"), { code: 1006, reason: "", wasClean: false }));
  }

  serverClose(code = 1000, reason = "") {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event("close"), { code, reason, wasClean: true }));
  }

  serverSend(data: unknown) {
    this.dispatchEvent(
      Object.assign(new Event("message"), { data: typeof data === "string" ? data : JSON.stringify(data) }),
    );
  }
}
