// Email and WhatsApp delivery (docs/architecture.md): the real providers when their secrets are set,
// otherwise the local implementation, which only records the message in `outbox` and the log.
import { outbox } from "../db/schema";
import type { Env, Runtime } from "../env";
import { ApiError } from "./errors";
import { seal } from "./secret-box";

export interface OutgoingMessage {
  to: string;
  /** Stable name of the message (recovery-code, phone-code, invitation, activation, greeting). */
  kind: string;
  subject?: string;
  body: string;
  /** A one-time secret inside `body` (code, link token): masked in the outbox and in production logs. */
  secret?: string;
  /**
   * WhatsApp only: an approved template and its body parameters, sent instead of free text (business-initiated
   * messages need one). `body` is still what the outbox records.
   */
  template?: { name: string; params: string[] };
}

/** One outside channel. `send` resolves only when every message was accepted by the provider. */
export interface Channel {
  send(messages: OutgoingMessage[]): Promise<void>;
}

type ChannelName = "email" | "whatsapp";

const deliveryFailed = () => new ApiError(502, "DELIVERY_FAILED", "No se pudo enviar el mensaje. Probá de nuevo.");

/** What stands for a secret in stored and logged messages. */
export const MASK = "••••••";

/** The message body with its secret masked. */
export const masked = (m: OutgoingMessage) => (m.secret ? m.body.split(m.secret).join(MASK) : m.body);

/**
 * A local run (not a deployed environment, and no public origin or localhost): the only place a secret
 * may be printed. A preview has no fixed origin either, so DEPLOY_ENV tells it apart.
 */
export const isLocalRun = (env: Env) =>
  (env.DEPLOY_ENV ?? "local") === "local" &&
  (!env.APP_ORIGIN || /^https?:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(env.APP_ORIGIN));

const ROWS_PER_INSERT = 10;

async function record(
  rt: Runtime,
  channel: ChannelName,
  messages: OutgoingMessage[],
  status: "logged" | "sent" | "failed",
) {
  if (messages.length === 0) return;
  const rows = await Promise.all(
    messages.map(async (m) => ({
      channel,
      recipient: m.to,
      kind: m.kind,
      subject: m.subject ?? "",
      body: masked(m),
      // Only a message nobody delivered keeps its secret (sealed), for local development to read.
      secret: status === "logged" && m.secret ? await seal(rt.env.JWT_SECRET, m.secret) : null,
      status,
    })),
  );
  // D1 binds at most 100 parameters a statement (7 a row here): a batch of inserts of ROWS_PER_INSERT each.
  const inserts = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    inserts.push(rt.db.insert(outbox).values(rows.slice(i, i + ROWS_PER_INSERT)));
  }
  const [first, ...rest] = inserts;
  await rt.db.batch([first!, ...rest]);
}

function localChannel(rt: Runtime, channel: ChannelName): Channel {
  return {
    async send(messages) {
      await record(rt, channel, messages, "logged");
      for (const m of messages)
        console.log(
          `[outbox:${channel}] to=${m.to} kind=${m.kind} ${m.subject ?? ""}\n${isLocalRun(rt.env) ? m.body : masked(m)}`,
        );
    },
  };
}

/** Sends one by one so each outcome is recorded; the first failure is reported to the caller. */
function remoteChannel(rt: Runtime, channel: ChannelName, post: (m: OutgoingMessage) => Promise<Response>): Channel {
  return {
    async send(messages) {
      let failed = false;
      for (const m of messages) {
        const ok = await post(m).then(
          (res) => res.ok,
          () => false,
        );
        await record(rt, channel, [m], ok ? "sent" : "failed");
        failed ||= !ok;
      }
      if (failed) throw deliveryFailed();
    },
  };
}

function senderAddress(env: Env) {
  const host = env.APP_ORIGIN ? new URL(env.APP_ORIGIN).hostname : "tropero.app";
  return `Tropero <no-reply@${host}>`;
}

export function emailChannel(rt: Runtime): Channel {
  const key = rt.env.RESEND_API_KEY;
  if (!key) return localChannel(rt, "email");
  return remoteChannel(rt, "email", (m) =>
    fetch("https://api.resend.com/emails", {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from: senderAddress(rt.env), to: [m.to], subject: m.subject ?? "Tropero", text: m.body }),
    }),
  );
}

export function whatsappChannel(rt: Runtime): Channel {
  const token = rt.env.WHATSAPP_TOKEN;
  const phoneId = rt.env.WHATSAPP_PHONE_ID;
  if (!token || !phoneId) return localChannel(rt, "whatsapp");
  return remoteChannel(rt, "whatsapp", (m) =>
    fetch(`https://graph.facebook.com/v21.0/${phoneId}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        messaging_product: "whatsapp",
        to: m.to.replace(/^\+/, ""),
        ...(m.template
          ? {
              type: "template",
              template: {
                name: m.template.name,
                language: { code: "es_AR" },
                components: [{ type: "body", parameters: m.template.params.map((text) => ({ type: "text", text })) }],
              },
            }
          : { type: "text", text: { body: m.body } }),
      }),
    }),
  );
}

/** The public origin for links in messages: APP_ORIGIN in production, the request's origin locally. */
export function appOrigin(env: Env, requestUrl: string): string {
  return (env.APP_ORIGIN || new URL(requestUrl).origin).replace(/\/$/, "");
}
