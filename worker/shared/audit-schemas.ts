// GET /api/admin/audit (docs/administration.md): a page of the super-admin audit log, newest first, optionally filtered.
import * as z from "./zod";
import { paginationSchema } from "./auth-schemas";

export const AUDIT_TARGET_TYPES = [
  "user",
  "organization",
  "notification",
  "conversation",
  "whatsapp_template",
] as const;

export const auditQuerySchema = paginationSchema.extend({
  action: z
    .string()
    .trim()
    .regex(/^[a-z-]{1,40}$/, "La acción no es válida")
    .optional(),
  target_type: z.enum(AUDIT_TARGET_TYPES, { error: "El tipo de destino no es válido" }).optional(),
  target_id: z.coerce
    .number({ error: "Debe ser un número" })
    .int("Debe ser un número entero")
    .positive("Debe ser un número positivo")
    .max(2 ** 31, "Número demasiado grande")
    .optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
