// A template's trip to Meta's review (Graph API, the business account's message_templates): a new one is
// created, one Meta already has (same name and language) is edited, which sends it back to review. Meta
// answers its status at once (usually PENDING); the webhook's message_template_status_update brings the rest,
// with Meta's reason, and each actual change tells the super admins in the bell.
import { sql, type SQL } from "drizzle-orm";
import type { Runtime } from "../../env";
import { rawBatch } from "../../db/raw-batch";
import type { WaTemplateStatus } from "../../shared/whatsapp-schemas";
import type { TemplateReview } from "./webhook-payload";
import { readJsonBounded } from "../../lib/read-bounded";
import { GRAPH, GRAPH_ANSWER_MAX_BYTES } from "./wa-media";
import { noticeTemplateChanges, type TemplateChange } from "./template-review-notice";

export interface TemplateSubmission {
  name: string;
  language: string;
  category: string;
  /** Numbered: {{1}}..{{n}}. */
  body: string;
  /** One example per parameter, in order (Meta refuses a template with parameters and no examples). */
  examples: string[];
}

/**
 * Meta's status words as ours: PAUSED (stopped for low quality) is "paused"; anything else still moving
 * (PENDING, IN_APPEAL, PENDING_DELETION...) is "pending".
 */
export function metaStatus(status: string | undefined): WaTemplateStatus | null {
  switch (status?.toUpperCase()) {
    case undefined:
    case "":
      return null;
    case "APPROVED":
      return "approved";
    case "REJECTED":
    case "DISABLED":
      return "rejected";
    case "PAUSED":
      return "paused";
    default:
      return "pending";
  }
}

interface Found {
  data?: { id?: string; language?: string }[];
}

export async function submitToMeta(
  token: string,
  businessId: string,
  t: TemplateSubmission,
): Promise<WaTemplateStatus> {
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const components = [
    { type: "BODY", text: t.body, ...(t.examples.length ? { example: { body_text: [t.examples] } } : {}) },
  ];
  try {
    const query = new URLSearchParams({ name: t.name, fields: "id,language,status" });
    const found = await fetch(`${GRAPH}/${businessId}/message_templates?${query}`, { headers });
    const existing = found.ok
      ? ((await readJsonBounded<Found>(found, GRAPH_ANSWER_MAX_BYTES)) ?? {}).data?.find(
          (x) => x.language === t.language,
        )?.id
      : undefined;
    const res = existing
      ? await fetch(`${GRAPH}/${encodeURIComponent(existing)}`, {
          method: "POST",
          headers,
          body: JSON.stringify({ category: t.category, components }),
        })
      : await fetch(`${GRAPH}/${businessId}/message_templates`, {
          method: "POST",
          headers,
          body: JSON.stringify({ name: t.name, language: t.language, category: t.category, components }),
        });
    if (!res.ok) return "draft";
    const answer = (await readJsonBounded<{ status?: string }>(res, GRAPH_ANSWER_MAX_BYTES)) ?? {};
    // An edit answers { success: true } without a status: it is back in review.
    return metaStatus(answer.status) ?? "pending";
  } catch {
    return "draft";
  }
}

/**
 * Meta's later verdicts (the webhook): each known template (name and language) takes its new status and
 * reason (none once approved), only when one of them changes; so a retried delivery changes nothing and
 * tells nobody, and each actual change is one notification to the super admins.
 */
export async function storeTemplateReviews(rt: Runtime, reviews: TemplateReview[]): Promise<void> {
  const updates = reviews.flatMap((r): SQL[] => {
    const status = metaStatus(r.event);
    if (!status) return [];
    const reason = status === "approved" ? null : r.reason;
    return [
      sql`UPDATE whatsapp_templates SET status = ${status}, status_reason = ${reason},
            updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
          WHERE name = ${r.name} AND language = ${r.language}
            AND (status <> ${status} OR status_reason IS NOT ${reason})
          RETURNING name, language, status, status_reason`,
    ];
  });
  const [first, ...rest] = updates;
  if (!first) return;
  const changed = (await rawBatch<TemplateChange[]>(rt.db, [first, ...rest])).flat();
  if (changed.length) await noticeTemplateChanges(rt, changed);
}
