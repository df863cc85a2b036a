// The Hono app: one sub-app per resource mounted under /api, one error shape for all.
import { animalRoutes } from "./areas/herd/animals/animal-routes";
import { tagRoutes } from "./areas/herd/animals/tag-routes";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ApplyGlobalResponse } from "hono/client";
import type { AppEnv } from "./env";
import { ApiError, onError, onNotFound, type ErrorBody, type ErrorStatus } from "./lib/errors";
import { dbMiddleware } from "./middleware/db";
import { requestContext } from "./middleware/request-context";
import { supplyRoutes } from "./areas/herd/supplies/supply-routes";
import { animalCategoriesRoutes } from "./areas/herd/categories/animal-category-routes";
import { authRoutes } from "./areas/account/auth-routes";
import { categoryRoutes } from "./areas/herd/categories/category-routes";
import { eventsRoutes } from "./areas/live/events-routes";
import { fieldRoutes } from "./areas/herd/fields/field-routes";
import { clientErrorRoutes } from "./lib/client-error-routes";
import { healthRoutes } from "./lib/health-routes";
import { lotRoutes } from "./areas/herd/lots/lot-routes";
import { movementRoutes } from "./areas/herd/movements/movement-routes";
import { organizationRoutes } from "./areas/organization/organization-routes";
import { reproductiveCycleRoutes } from "./areas/herd/cycles/cycle-routes";
import { rodeoRoutes } from "./areas/herd/rodeos/rodeo-routes";
import { userRoutes } from "./areas/account/user-routes";
import { invitationRoutes } from "./areas/account/invitation-routes";
import { noteRoutes } from "./areas/work/notes/note-routes";
import { taskRoutes } from "./areas/work/tasks/task-routes";
import { invoiceRoutes } from "./areas/money/invoices/invoice-routes";
import { purchaseRoutes } from "./areas/money/purchases/purchase-routes";
import { fileRoutes } from "./areas/money/files/file-routes";
import { financeRoutes } from "./areas/money/finance/finance-routes";
import { adminRoutes } from "./areas/admin/admin-routes";
import { notificationRoutes } from "./areas/admin/notifications/notification-routes";
import { analyticsRoutes } from "./areas/admin/analytics/analytics-routes";
import { webhookRoutes } from "./areas/whatsapp/webhook-routes";
import { conversationRoutes } from "./areas/whatsapp/conversation-routes";
import { templateRoutes } from "./areas/whatsapp/template-routes";
import { audioRoutes, documentRoutes, imageRoutes, videoRoutes } from "./areas/whatsapp/media-routes";
import { assistantRoutes } from "./areas/assistant/assistant-routes";
import { dashboardRoutes } from "./areas/dashboard/dashboard-routes";

/** Request bodies are small JSON documents; anything larger is refused before parsing. */
const MAX_BODY_BYTES = 256 * 1024;

const jsonBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, "TOO_LARGE", "El contenido es demasiado grande");
  },
});

/**
 * Uploads set their own limits: a note photo (note-photo-routes.ts), an invoice file (file-routes.ts), an
 * organization's import (transfer-routes.ts), a boundary file (herd/lots/boundary-routes.ts), the WhatsApp
 * simulator's local media (whatsapp/webhook-routes.ts).
 */
const UPLOAD =
  /^\/api\/(?:note\/photo\/[^/]+|file\/[^/]+|organization\/[^/]+\/import|lot\/[^/]+\/boundaries\/import|whatsapp\/webhook\/media)\/?$/;

const api = new Hono<AppEnv>()
  .use("*", dbMiddleware)
  .use("*", (c, next) => (c.req.method === "POST" && UPLOAD.test(c.req.path) ? next() : jsonBodyLimit(c, next)))
  .route("/health", healthRoutes)
  .route("/client-error", clientErrorRoutes)
  .route("/auth", authRoutes)
  .route("/user", userRoutes)
  .route("/organization", organizationRoutes)
  .route("/invitation", invitationRoutes)
  .route("/category", categoryRoutes)
  .route("/field", fieldRoutes)
  .route("/lot", lotRoutes)
  .route("/animal-categories", animalCategoriesRoutes)
  .route("/animal", animalRoutes)
  .route("/tag", tagRoutes)
  .route("/rodeo", rodeoRoutes)
  .route("/movement", movementRoutes)
  .route("/reproductive-cycle", reproductiveCycleRoutes)
  .route("/asset", supplyRoutes)
  .route("/note", noteRoutes)
  .route("/task", taskRoutes)
  .route("/invoice", invoiceRoutes)
  .route("/purchase", purchaseRoutes)
  .route("/file", fileRoutes)
  .route("/finance", financeRoutes)
  .route("/dashboard", dashboardRoutes)
  .route("/admin", adminRoutes)
  .route("/notification", notificationRoutes)
  .route("/analytics", analyticsRoutes)
  .route("/whatsapp/webhook", webhookRoutes)
  .route("/whatsapp/templates", templateRoutes)
  .route("/conversation", conversationRoutes)
  .route("/audio", audioRoutes)
  .route("/image", imageRoutes)
  .route("/video", videoRoutes)
  .route("/document", documentRoutes)
  .route("/assistant", assistantRoutes)
  .route("/events", eventsRoutes);

export const app = new Hono<AppEnv>().use("/api/*", requestContext).route("/api", api);

app.onError(onError);
app.notFound((c) => {
  if (c.req.path.startsWith("/api")) return onNotFound(c);
  // Outside /api the static assets (with SPA fallback) answer; the worker only sees these in tests.
  return c.env.ASSETS ? c.env.ASSETS.fetch(c.req.raw) : onNotFound(c);
});

export type AppType = typeof app;

/**
 * What the SPA's typed client reads (docs/spa-data.md): every route's answers plus the error body that
 * onError gives any route, so a failure is read through types too.
 */
export type ApiContract = ApplyGlobalResponse<AppType, { [S in ErrorStatus]: { json: ErrorBody } }>;
