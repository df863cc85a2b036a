// Inactive organizations (docs/administration.md): the windows a super admin looks at, and the bulk reminder.
import * as z from "./zod";

export const INACTIVITY_WINDOWS = [7, 30, 90] as const;
export type InactivityWindow = (typeof INACTIVITY_WINDOWS)[number];
/** At most this many organizations are listed (oldest activity first) and reminded per request. */
export const INACTIVE_LIST_MAX = 200;
export const REMINDER_BATCH_MAX = 100;
/** An organization gets at most one reminder in this many hours. */
export const REMINDER_COOLDOWN_HOURS = 24;

export const inactiveQuerySchema = z.object({
  days: z.coerce
    .number({ error: "Elegí 7, 30 o 90 días" })
    .refine(
      (n): n is InactivityWindow => (INACTIVITY_WINDOWS as readonly number[]).includes(n),
      "Elegí 7, 30 o 90 días",
    ),
});

export const reminderSchema = z.object({
  organization_ids: z
    .array(
      z
        .number()
        .int()
        .positive()
        .max(2 ** 31),
      { error: "Elegí las organizaciones" },
    )
    .min(1, "Elegí al menos una organización")
    .max(REMINDER_BATCH_MAX, `Como máximo ${REMINDER_BATCH_MAX} organizaciones por envío`),
});

export interface InactiveOrganization {
  id: number;
  name: string;
  created_at: string;
  /** The later of the latest recorded movement and the latest member log-in; null when neither exists. */
  last_activity: string | null;
  owners: Array<{ id: number; name: string; email: string; phone: string | null }>;
  /** When the last reminder went out (any window), or null. */
  last_reminder_at: string | null;
}

export interface ReminderResult {
  sent: number[];
  /** Reminded in the last 24 h, or not an organization: nothing sent. */
  skipped: number[];
}
