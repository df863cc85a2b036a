// What `whatsapp:simulate` reads back from the local D1 (docs/whatsapp.md): the automatic answers the local
// worker stored for a number after `since` (`--wait`; a rancher's assistant replies, written after the
// webhook's answer), the buttons of the last message that had them (`--tap`) and the last message with
// a WhatsApp id (`--reaction` without one).
import type { ReplyButton } from "../shared/whatsapp-schemas";
import { persistArgs, wranglerJson } from "./wrangler";

type D1Result<T> = Array<{ results: T[] }>;

const checkedPhone = (phone: string) => {
  if (!/^\+\d{8,15}$/.test(phone)) throw new Error("Número inválido");
  return phone;
};

function localRows<T>(sql: string, persistTo?: string): T[] {
  const [first] = wranglerJson<D1Result<T>>([
    "d1",
    "execute",
    "DB",
    "--local",
    ...persistArgs(persistTo),
    "--command",
    sql,
  ]);
  return first?.results ?? [];
}

const ofPhone = (phone: string) =>
  `FROM conversation_messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.phone = '${checkedPhone(phone)}'`;

/** Outbound messages of `phone` (E.164) stored at or after `since`, oldest first. */
export function repliesSince(phone: string, since: string, persistTo?: string): Array<{ id: number; body: string }> {
  if (!/^[\d:.TZ-]+$/.test(since)) throw new Error("Fecha inválida");
  return localRows(
    `SELECT m.id, m.body ${ofPhone(phone)} AND m.direction = 'out' AND m.created_at >= '${since}' ORDER BY m.id`,
    persistTo,
  );
}

/** The buttons of the last outbound message of `phone` that had them; none when there is no such message. */
export function lastButtons(phone: string, persistTo?: string): ReplyButton[] {
  const [row] = localRows<{ details: string }>(
    `SELECT m.details ${ofPhone(phone)} AND m.direction = 'out' AND m.type = 'interactive'
       AND json_extract(m.details, '$.kind') = 'buttons' ORDER BY m.id DESC LIMIT 1`,
    persistTo,
  );
  return row ? (JSON.parse(row.details) as { buttons: ReplyButton[] }).buttons : [];
}

/** The WhatsApp id of the last message of `phone` that has one (locally, only the inbound ones do). */
export function lastWaMessageId(phone: string, persistTo?: string): string | null {
  const [row] = localRows<{ id: string }>(
    `SELECT m.wa_message_id AS id ${ofPhone(phone)} AND m.wa_message_id IS NOT NULL ORDER BY m.id DESC LIMIT 1`,
    persistTo,
  );
  return row?.id ?? null;
}

/** Polls until an answer arrives (then a moment more, for a second one) or `timeoutMs` passes. */
export async function waitForReplies(phone: string, since: string, timeoutMs = 20_000, persistTo?: string) {
  const end = Date.now() + timeoutMs;
  let found: Array<{ id: number; body: string }> = [];
  while (Date.now() < end) {
    found = repliesSince(phone, since, persistTo);
    if (found.length) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return found;
}
