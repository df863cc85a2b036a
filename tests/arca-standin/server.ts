// The ARCA stand-in (docs/arca.md, Tests): a local HTTP server speaking WSAA and WSFEv1 like ARCA, with
// control routes so a test sets up a scenario and counts the calls. Node only; never part of the worker.
// Routes: POST /wsaa, /wsfe, /__control, /__reset, /__revoke and GET /__calls, each also under /s/NAME/.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { emptyContext, type StandinContext } from "./context";
import { makeStandinCerts, type StandinCerts } from "./certs";
import { wsaaHandler } from "./wsaa-standin";
import { handleWsfe } from "./wsfe-standin";

export interface ArcaStandin {
  /** e.g. http://127.0.0.1:41234 (no trailing slash): WSAA at /wsaa, WSFEv1 at /wsfe. */
  url: string;
  close: () => Promise<void>;
  /** The default scope's state (routes without a /s/NAME prefix). */
  ctx: StandinContext;
  /** Every scope's state by name ("" is the default). */
  scopes: Map<string, StandinContext>;
  certs: StandinCerts;
}

export interface StandinOptions {
  port?: number;
  host?: string;
  /** Certificates to trust and hand out; fresh ones (openssl) when absent. */
  certs?: StandinCerts;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, status: number, body: string, type: string) {
  res.writeHead(status, { "Content-Type": type });
  res.end(body);
}

/** Clears what a test may have left: switches, issued tickets, the call log and WSFE's book. */
export function resetContext(ctx: StandinContext) {
  ctx.controls = {};
  ctx.tickets.length = 0;
  ctx.calls.length = 0;
  ctx.wsfe.clear();
}

export async function startArcaStandin(opts: StandinOptions = {}): Promise<ArcaStandin> {
  const certs = opts.certs ?? (await makeStandinCerts());
  const ctx = emptyContext();
  // Test files running in parallel each use their own scope (/s/NAME/wsaa...), so one file's reset or
  // revoke never touches another's tickets.
  const scopes = new Map<string, StandinContext>([["", ctx]]);
  const scoped = (name: string) => {
    let found = scopes.get(name);
    if (!found) scopes.set(name, (found = emptyContext()));
    return found;
  };
  const handleWsaa = wsaaHandler(certs.caCertPath);

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://standin");
      const match = /^(?:\/s\/([\w-]+))?(\/[\w]+)$/.exec(url.pathname);
      const ctx = scoped(match?.[1] ?? "");
      const route = match?.[2] ?? "";
      const body = await readBody(req);
      const soapAction = String(req.headers.soapaction ?? "").replace(/^"|"$/g, "");
      const xml = "text/xml; charset=utf-8";
      const json = "application/json";
      if (req.method === "POST" && route === "/wsaa") {
        const answer = await handleWsaa(body, ctx, soapAction);
        return send(res, answer.status, answer.body, xml);
      }
      if (req.method === "POST" && route === "/wsfe") {
        const answer = await handleWsfe(body, ctx, soapAction);
        return send(res, answer.status, answer.body, xml);
      }
      if (req.method === "POST" && route === "/__control") {
        Object.assign(ctx.controls, body ? (JSON.parse(body) as Record<string, unknown>) : {});
        return send(res, 200, JSON.stringify({ ok: true, controls: ctx.controls }), json);
      }
      if (req.method === "POST" && route === "/__reset") {
        resetContext(ctx);
        return send(res, 200, JSON.stringify({ ok: true }), json);
      }
      if (req.method === "POST" && route === "/__revoke") {
        for (const t of ctx.tickets) t.revoked = true;
        return send(res, 200, JSON.stringify({ ok: true, revoked: ctx.tickets.length }), json);
      }
      if (req.method === "GET" && route === "/__calls") {
        const bodies = url.searchParams.get("bodies") === "1";
        const calls = ctx.calls.map((c) => (bodies ? c : { service: c.service, operation: c.operation, at: c.at }));
        return send(res, 200, JSON.stringify({ calls, tickets: ctx.tickets }), json);
      }
      send(res, 404, "not found", "text/plain");
    })().catch((err: unknown) => {
      if (!res.headersSent) send(res, 500, `stand-in error: ${String(err)}`, "text/plain");
    });
  });

  const host = opts.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    ctx,
    scopes,
    certs,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
