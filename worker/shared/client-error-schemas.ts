// What the SPA reports about its own uncaught errors and failed renders (POST /api/client-error).
import * as z from "./zod";

export const CLIENT_ERROR_KINDS = ["render", "error", "rejection"] as const;

export const clientErrorSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  name: z.string().max(200).optional(),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  /** location.pathname of the page it happened on. */
  path: z.string().max(300),
  /** The x-request-id of the failed API call behind it, when there was one. */
  api_request_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});

export type ClientErrorReport = z.infer<typeof clientErrorSchema>;
