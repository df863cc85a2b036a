// The owner's data (docs/export-and-backup.md): GET /api/organization/{id}/export streams a ZIP of every record (CSV per kind
// and a JSON file); POST /api/organization/{id}/import loads that JSON into a new, empty organization.
// Owners only (docs/accounts.md: the organization itself is the owner's call).
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../../env";
import { errorReporter } from "../../../lib/error-reporting";
import { ApiError, badRequest } from "../../../lib/errors";
import { hit, RULES } from "../../../lib/rate-limit";
import { idParam, toIssues, validate } from "../../../lib/validate";
import * as z from "../../../shared/zod";
import { broadcast } from "../../live/broadcast";
import { pathDoor } from "../door";
import { exportZip } from "./export-zip";
import { ImportRefused } from "./import-remap";
import { IMPORT_MAX_BYTES, importEnvelope, parseTables } from "./import-schema";
import { importOrganization } from "./import-write";
import { exportedOrganization } from "./transfer-read";

const idParams = z.object({ id: idParam });

const importLimit = bodyLimit({
  maxSize: IMPORT_MAX_BYTES,
  onError: () => {
    throw new ApiError(413, "TOO_LARGE", `El archivo supera los ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
  },
});

/** "Estancia La Aurora" → "estancia-la-aurora" (the ZIP's file name). */
const slug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40) || "organizacion";

export const transferRoutes = new Hono<AppEnv>()
  .get("/:id/export", validate("param", idParams), pathDoor.afterInput("id", "owner"), async (c) => {
    const { id } = c.req.valid("param");
    await hit(c, [[RULES.organizationExport, `org:${id}`]]);
    const org = await exportedOrganization(c.var.db, id);
    const context = {
      requestId: c.var.requestId,
      route: "/api/organization/:id/export",
      userId: c.var.user.id,
      organizationId: id,
    };
    const body = exportZip(c.var.db, org!, (error) => errorReporter(c.env).report(error, context));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="tropero-${slug(org!.name)}-${day}.zip"`,
    });
  })
  .post("/:id/import", importLimit, validate("param", idParams), pathDoor.afterInput("id", "owner"), async (c) => {
    const { id } = c.req.valid("param");
    await hit(c, [[RULES.organizationImport, `org:${id}`]]);
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw badRequest("El archivo no es JSON válido", "INVALID_JSON");
    }
    const envelope = importEnvelope.safeParse(raw);
    if (!envelope.success)
      throw badRequest(
        "El archivo no es una exportación de Tropero válida",
        "INVALID_EXPORT",
        toIssues(envelope.error),
      );
    const parsed = parseTables(envelope.data);
    if (!parsed.ok) throw badRequest("El archivo tiene datos inválidos", "INVALID_EXPORT", parsed.issues);
    let imported: Record<string, number>;
    try {
      imported = await importOrganization(c.var.db, id, envelope.data, parsed.tables);
    } catch (error) {
      if (error instanceof ImportRefused) throw badRequest(error.message, "INVALID_EXPORT");
      throw error;
    }
    // Whoever has the organization open reloads its lists.
    await broadcast(c.var.rt, id, { action: "update-lots" });
    await broadcast(c.var.rt, id, { action: "update-movements" });
    return c.json({ ok: true as const, message: "Datos importados", imported });
  });
