// The evaluation's WhatsApp path (docs/assistant.md, "Evaluation"; docs/whatsapp.md, "Ranchers who write"): each
// case goes as an inbound WhatsApp text from the asking member's verified phone through the signed webhook, like
// Meta delivers it (whatsapp-sim-payloads.ts, signed with WHATSAPP_APP_SECRET as whatsapp:simulate signs). The
// reply is read back the way the inbox reads it (GET /api/conversation, as the demo super admin) and the turn's tool
// calls and draft from the member's assistant thread (GET /api/assistant/{org}/threads/{id}): a draft must have been
// offered with the «Sí, registrar» / «No» buttons, and a question must never leave one.
// Local only: a member other than the owner (whose phone the demo seed verified) verifies a phone the ordinary way
// (POST /auth/change-phone, then the code WhatsApp would carry, read from the local outbox as a developer's tool
// does, and POST /auth/validate-code).
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { unseal } from "../../worker/lib/secret-box";
import { messagePayload } from "../../worker/scripts/whatsapp-sim-payloads";
import { devVar, sign } from "../../worker/scripts/whatsapp-simulate";
import { persistArgs, wranglerJson } from "../../worker/scripts/wrangler";
import { call } from "../bench/live-support";
import type { Member } from "./client";
import type { Answer } from "./judge";

/** The demo owner's phone, verified by the seed (worker/scripts/seed/accounts.ts). */
export const OWNER_PHONE = "+5492914567890";
/** Phones the other asking members verify, one each. */
const MEMBER_PHONES = ["+5492914500101", "+5492914500102"];
/** How long an answer may take to be stored after the webhook's response. */
const REPLY_WAIT_MS = 20_000;

interface InboxMessage {
  id: number;
  direction: "in" | "out";
  type: string;
  body: string | null;
  details: { kind?: string; buttons?: Array<{ id: string; title: string }> } | null;
}
interface ThreadItem {
  role: "user" | "assistant";
  text: string;
  tools: Array<{ name: string; input?: unknown; result: { question?: string } }>;
  drafts: Array<{ kind: string }>;
  model: { label?: string } | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const devVars = () => readFileSync(".dev.vars", "utf8");

/** A member asking by WhatsApp: their token, first name and verified phone. */
export type Rancher = Member & { phone: string };

/** The code sent to `phone` (sealed in the local outbox: only messages nobody delivered keep it), unsealed. */
async function lastPhoneCode(phone: string, persistTo: string): Promise<string> {
  if (!/^\+\d{8,15}$/.test(phone)) throw new Error("Número inválido");
  const [first] = wranglerJson<Array<{ results: Array<{ secret: string | null }> }>>([
    ...["d1", "execute", "DB", "--local", ...persistArgs(persistTo)],
    ...[
      "--command",
      `SELECT secret FROM outbox WHERE recipient = '${phone}' AND kind = 'phone-code' ORDER BY id DESC LIMIT 1`,
    ],
  ]);
  const sealed = first?.results[0]?.secret;
  const jwt = devVar(devVars(), "JWT_SECRET");
  const code = sealed && jwt ? await unseal(jwt, sealed) : null;
  if (!code) throw new Error(`No encontré el código enviado a ${phone}`);
  return code;
}

/** The askers with phones: the owner's from the seed, the others verified now (change-phone, then the code). */
export async function ranchers(base: string, askers: Member[], persistTo: string): Promise<Rancher[]> {
  const out: Rancher[] = [];
  for (const [i, m] of askers.entries()) {
    if (i === 0) {
      out.push({ ...m, phone: OWNER_PHONE });
      continue;
    }
    const phone = MEMBER_PHONES[i - 1]!;
    await call(base, "POST", "/auth/change-phone", m.token, { phone });
    await call(base, "POST", "/auth/validate-code", m.token, { code: await lastPhoneCode(phone, persistTo) });
    out.push({ ...m, phone });
  }
  return out;
}

/** Asks by WhatsApp and reads the answers back; one per run (it remembers each conversation's last reply). */
export class WhatsAppAsker {
  private readonly secret: string;
  private conversations = new Map<string, number>();
  private seen = new Map<string, number>();
  constructor(
    readonly base: string,
    readonly org: number,
    /** The demo super admin's token: the inbox is theirs. */
    readonly inboxToken: string,
  ) {
    const secret = process.env.WHATSAPP_APP_SECRET ?? devVar(devVars(), "WHATSAPP_APP_SECRET");
    if (!secret) throw new Error("Falta WHATSAPP_APP_SECRET en .dev.vars");
    this.secret = secret;
  }

  private async conversationOf(phone: string): Promise<number | undefined> {
    let id = this.conversations.get(phone);
    if (id) return id;
    const q = new URLSearchParams({ q: phone.slice(1), limit: "5" });
    const { conversations } = await call<{ conversations: Array<{ id: number; phone: string }> }>(
      this.base,
      "GET",
      `/conversation?${q}`,
      this.inboxToken,
    );
    id = conversations.find((c) => c.phone === phone)?.id;
    if (id) this.conversations.set(phone, id);
    return id;
  }

  /** The outbound messages of `phone`'s conversation after the last one read. */
  private async newReplies(phone: string): Promise<InboxMessage[]> {
    const id = await this.conversationOf(phone);
    if (!id) return [];
    const { messages } = await call<{ messages: InboxMessage[] }>(
      this.base,
      "GET",
      `/conversation/${id}?limit=10`,
      this.inboxToken,
    );
    const after = this.seen.get(phone) ?? 0;
    return messages.filter((m) => m.direction === "out" && m.id > after);
  }

  /** The member's newest assistant turn, if it answers `text` (WhatsApp keeps one thread per conversation). */
  private async lastTurn(asker: Rancher, text: string): Promise<ThreadItem | null> {
    const { threads } = await call<{ threads: Array<{ id: number }> }>(
      this.base,
      "GET",
      `/assistant/${this.org}/threads`,
      asker.token,
    );
    if (!threads[0]) return null;
    const { thread } = await call<{ thread: { items: ThreadItem[] } }>(
      this.base,
      "GET",
      `/assistant/${this.org}/threads/${threads[0].id}`,
      asker.token,
    );
    const items = thread.items;
    const answer = items.at(-1);
    const question = items.at(-2);
    return answer?.role === "assistant" && question?.role === "user" && question.text === text.trim() ? answer : null;
  }

  /** One case as a WhatsApp text: the reply stored, the turn's tools and drafts, and the time to the reply. */
  async ask(asker: Rancher, text: string): Promise<Answer & { model: string }> {
    // Replies to earlier cases (a slow one) are not this one's.
    const before = await this.newReplies(asker.phone);
    if (before.length) this.seen.set(asker.phone, before.at(-1)!.id);
    const body = JSON.stringify(messagePayload(asker.phone, { kind: "text", text }, asker.first_name));
    const started = performance.now();
    const answer: Answer & { model: string } = { text: "", tools: [], drafts: [], errors: [], ms: 0, model: "" };
    const res = await fetch(`${this.base}/api/whatsapp/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Hub-Signature-256": sign(this.secret, body) },
      body,
    });
    if (!res.ok) {
      answer.errors.push(`webhook HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
      return answer;
    }
    let replies: InboxMessage[] = [];
    while (!replies.length && performance.now() - started < REPLY_WAIT_MS) {
      await sleep(25);
      replies = await this.newReplies(asker.phone);
    }
    answer.ms = performance.now() - started;
    const reply = replies[0];
    if (!reply) {
      answer.errors.push(`sin respuesta por WhatsApp en ${REPLY_WAIT_MS / 1000} s`);
      return answer;
    }
    this.seen.set(asker.phone, replies.at(-1)!.id);
    answer.text = reply.body ?? "";
    const turn = await this.lastTurn(asker, text);
    for (const t of turn?.tools ?? [])
      answer.tools.push({
        name: t.name,
        input: t.input,
        // The reply carries the screens as addresses in its text (judge.ts reads them there).
        links: [],
        ...(t.result.question ? { question: t.result.question } : {}),
      });
    const buttons = reply.type === "interactive" && reply.details?.kind === "buttons";
    for (const d of turn?.drafts ?? []) {
      if (buttons) answer.drafts.push({ kind: d.kind });
      else answer.errors.push(`borrador ${d.kind} sin los botones para confirmarlo`);
    }
    // Buttons with no draft of this turn are a draft all the same: a question must never get them.
    if (buttons && !turn?.drafts.length) answer.drafts.push({ kind: "desconocido" });
    answer.model = turn?.model?.label ?? "";
    return answer;
  }
}
