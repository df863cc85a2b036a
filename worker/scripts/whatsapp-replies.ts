// `whatsapp:simulate -- --wait`: the automatic answers the local worker stored for a number after `since`
// (a rancher's assistant replies, written after the webhook's answer), read from the local D1.
import { persistArgs, wranglerJson } from "./wrangler";

type D1Result = Array<{ results: Array<{ id: number; body: string }> }>;

/** Outbound messages of `phone` (E.164) stored at or after `since`, oldest first. */
export function repliesSince(phone: string, since: string, persistTo?: string): Array<{ id: number; body: string }> {
  if (!/^\+\d{8,15}$/.test(phone) || !/^[\d:.TZ-]+$/.test(since)) throw new Error("Número o fecha inválidos");
  const sql = `SELECT m.id, m.body FROM conversation_messages m JOIN conversations c ON c.id = m.conversation_id
    WHERE c.phone = '${phone}' AND m.direction = 'out' AND m.created_at >= '${since}' ORDER BY m.id`;
  const [first] = wranglerJson<D1Result>([
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
