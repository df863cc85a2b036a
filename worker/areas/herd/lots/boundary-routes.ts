// The ranch's boundaries (docs/map.md), below /api/lot: a lot's boundary written by owners and admins, a KML,
// KMZ or GeoJSON file read into a preview (each polygon matched to a lot or field by name; nothing written),
// and every drawn boundary exported as GeoJSON or KML to any member.
import { and, eq, isNotNull } from "drizzle-orm";
import { Hono } from "hono";
import { fields, lots, organizations } from "../../../db/schema";
import type { AppEnv } from "../../../env";
import { ApiError, badRequest } from "../../../lib/errors";
import { readFilePart } from "../../../lib/multipart-file";
import { idParam, validate } from "../../../lib/validate";
import { pathDoor, scopeOf } from "../../organization/door";
import { boundaryBody } from "../../../shared/boundary-schemas";
import { MAX_BOUNDARY_FILE_BYTES, type Boundary } from "../../../shared/boundary";
import * as z from "../../../shared/zod";
import { boundariesGeoJson, boundariesKml, type BoundaryPlace } from "./boundary-export";
import { parseBoundaryFile } from "./boundary-files";
import { matchShapes } from "./boundary-match";
import { writeLotBoundary } from "./lot-boundary";

const orgParam = z.object({ orgId: idParam });
const tooLarge = () =>
  new ApiError(413, "FILE_TOO_LARGE", `El archivo no puede superar ${MAX_BOUNDARY_FILE_BYTES / 1024 / 1024} MB`);

/** The `file` part of a multipart body, at most MAX_BOUNDARY_FILE_BYTES (checked while reading). */
async function readBoundaryUpload(request: Request): Promise<Uint8Array> {
  const noFile = () => badRequest("Elegí un archivo KML, KMZ o GeoJSON (campo «file»)", "NO_FILE");
  const file = await readFilePart(request, MAX_BOUNDARY_FILE_BYTES, { noFile, tooLarge });
  if (file.size === 0) throw badRequest("El archivo está vacío", "BAD_BOUNDARY_FILE");
  return new Uint8Array(await file.arrayBuffer());
}

export const boundaryRoutes = new Hono<AppEnv>()
  .put(
    ...pathDoor("/:orgId/:lotId/boundary", "orgId", "admin"),
    validate("param", z.object({ orgId: idParam, lotId: idParam })),
    validate("json", boundaryBody),
    async (c) => {
      const written = await writeLotBoundary(scopeOf(c), c.req.valid("param").lotId, c.req.valid("json").geometry);
      return c.json({ ok: true as const, ...written });
    },
  )
  .post(...pathDoor("/:orgId/boundaries/import", "orgId", "admin"), validate("param", orgParam), async (c) => {
    const shapes = parseBoundaryFile(await readBoundaryUpload(c.req.raw));
    const { orgId } = c.req.valid("param");
    const db = c.var.db;
    const [lotNames, fieldNames] = await db.batch([
      db
        .select({ id: lots.id, name: lots.name })
        .from(lots)
        .where(and(eq(lots.organization_id, orgId), eq(lots.deleted, false))),
      db.select({ id: fields.id, name: fields.name }).from(fields).where(eq(fields.organization_id, orgId)),
    ]);
    return c.json({ ok: true as const, shapes: matchShapes(shapes, lotNames, fieldNames) });
  })
  .get(
    ...pathDoor("/:orgId/boundaries/:format{(geojson|kml)}", "orgId"),
    validate("param", z.object({ orgId: idParam, format: z.enum(["geojson", "kml"]) })),
    async (c) => {
      const { orgId, format } = c.req.valid("param");
      const db = c.var.db;
      const [org, fieldRows, lotRows] = await db.batch([
        db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId)),
        db.select().from(fields).where(eq(fields.organization_id, orgId)).orderBy(fields.name),
        db
          .select()
          .from(lots)
          .where(and(eq(lots.organization_id, orgId), eq(lots.deleted, false), isNotNull(lots.boundary)))
          .orderBy(lots.order, lots.id),
      ]);
      const places: BoundaryPlace[] = [
        ...fieldRows.flatMap((f) =>
          f.boundary ? [{ ...f, kind: "campo" as const, field_id: null, boundary: f.boundary }] : [],
        ),
        ...lotRows.map((l) => ({ ...l, kind: "potrero" as const, boundary: l.boundary as Boundary })),
      ];
      const ranch = org[0]?.name ?? "Establecimiento";
      const file = `limites-${ranch.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
      if (format === "geojson") {
        return c.body(JSON.stringify(boundariesGeoJson(places)), 200, {
          "Content-Type": "application/geo+json; charset=utf-8",
          "Content-Disposition": `attachment; filename="${file}.geojson"`,
        });
      }
      const names = new Map(fieldRows.map((f) => [f.id, f.name]));
      return c.body(boundariesKml(ranch, names, places), 200, {
        "Content-Type": "application/vnd.google-earth.kml+xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file}.kml"`,
      });
    },
  );
