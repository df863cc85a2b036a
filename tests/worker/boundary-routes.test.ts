// Boundaries through the API (docs/map.md): owners and admins write a lot's or a field's boundary (checked,
// measured, live to the others, read back with the lot list and the field list), a lot outside its field is a
// warning; a bad geometry, a plain user, an outsider or another ranch's lot writes nothing. A KML is read into a
// preview matched by name; the drawn boundaries export as GeoJSON and KML that the import reads back.
import { describe, expect, it } from "vitest";
import type { Field, Lot } from "../../worker/shared/herd-types";
import type { Boundary } from "../../worker/shared/boundary";
import type { MatchedShape } from "../../worker/areas/herd/lots/boundary-match";
import { rectangle } from "../../worker/scripts/seed/ranch-boundaries";
import { api, makeTeam } from "./fixtures";
import { createLot } from "./herd-helpers";
import { openSocket, waitFor } from "./live-helpers";
import { call } from "./storage-helpers";
import { BOW_TIE, GOOGLE_EARTH_KML } from "./boundary-fixtures";

const CORNER: [number, number] = [-58.42, -37.17];
/** 2 km × 1 km: 200 ha. */
const FIELD = rectangle(CORNER, 2000, 1000);
/** The field's west half: 100 ha. */
const WEST = rectangle(CORNER, 1000, 1000);
/** 100 ha starting 500 m west of the field: half outside. */
const PAST = rectangle([CORNER[0] - 0.0056, CORNER[1]], 1000, 1000);

type LotAnswer = { lot: Lot; warning?: string };

const putLot = (token: string, orgId: number, lotId: number, geometry: unknown) =>
  api<LotAnswer>(`/lot/${orgId}/${lotId}/boundary`, { method: "PUT", token, body: { geometry } });
const putField = (token: string, orgId: number, fieldId: number, geometry: unknown) =>
  api<{ field: Field; warning?: string }>(`/field/${orgId}/${fieldId}/boundary`, {
    method: "PUT",
    token,
    body: { geometry },
  });
const lotList = async (token: string, orgId: number) =>
  (await api<{ lots: Lot[] }>(`/lot/info/${orgId}`, { token })).body.lots;

async function ranchWithField() {
  const team = await makeTeam();
  const { owner, org } = team;
  const field = await api<{ field: Field }>(`/field/${org.id}`, {
    token: owner.token,
    body: { name: "La Esperanza", hectares: 200 },
  });
  const lotId = await createLot(owner.token, org.id, "Potrero del Molino", 100);
  await api(`/lot/edit/${lotId}`, {
    method: "PUT",
    token: owner.token,
    body: { name: "Potrero del Molino", hectares: 100, field_id: field.body.field.id },
  });
  return { ...team, fieldId: field.body.field.id, lotId };
}

describe("writing a boundary", () => {
  it("is measured, read with the lot and field lists, live to members, and removed with null", async () => {
    const { owner, admin, user, org, fieldId, lotId } = await ranchWithField();
    const { socket } = await openSocket(org.id, user.token);
    const fieldPut = await putField(owner.token, org.id, fieldId, FIELD);
    expect(fieldPut.status).toBe(200);
    expect(fieldPut.body.field.computed_hectares).toBeGreaterThan(198);
    expect(fieldPut.body.field.computed_hectares).toBeLessThan(202);

    const lotPut = await putLot(admin.token, org.id, lotId, WEST);
    expect(lotPut.status).toBe(200);
    expect(lotPut.body.warning).toBeUndefined();
    expect(lotPut.body.lot.boundary).toEqual(WEST);
    expect(Math.abs(lotPut.body.lot.computed_hectares! - 100)).toBeLessThan(1);
    await waitFor(() =>
      socket!.messages.some((m) => m.action === "lot-updated" && m.lot.id === lotId && m.lot.boundary !== null),
    );

    const [listed] = (await lotList(user.token, org.id)).filter((l) => l.id === lotId);
    expect(listed).toMatchObject({ boundary: WEST, computed_hectares: lotPut.body.lot.computed_hectares });
    const fields = (await api<{ fields: Field[] }>(`/field/${org.id}`, { token: user.token })).body.fields;
    expect(fields[0]).toMatchObject({ boundary: FIELD, computed_hectares: fieldPut.body.field.computed_hectares });

    const removed = await putLot(owner.token, org.id, lotId, null);
    expect(removed.body.lot).toMatchObject({ boundary: null, computed_hectares: null });
    socket!.ws.close();
  });

  it("a lot outside its field's boundary is written with a warning; a field that leaves lots out names them", async () => {
    const { owner, org, fieldId, lotId } = await ranchWithField();
    await putField(owner.token, org.id, fieldId, FIELD);
    const past = await putLot(owner.token, org.id, lotId, PAST);
    expect(past.status).toBe(200);
    expect(past.body.warning).toBe(
      "El potrero Potrero del Molino queda fuera del límite del campo La Esperanza: revisá el dibujo",
    );
    expect(past.body.lot.boundary).toEqual(PAST);
    const smaller = await putField(owner.token, org.id, fieldId, rectangle([CORNER[0] + 0.02, CORNER[1]], 500, 500));
    expect(smaller.body.warning).toBe("El potrero Potrero del Molino queda fuera del límite del campo La Esperanza");
  });

  it("a bad geometry is a Spanish 400 and the boundary stays as it was", async () => {
    const { owner, org, lotId } = await ranchWithField();
    await putLot(owner.token, org.id, lotId, WEST);
    for (const geometry of [
      BOW_TIE,
      { type: "Point", coordinates: [-58, -37] },
      "POLYGON((1 1))",
      {
        type: "Polygon",
        coordinates: [
          [
            [-58, -37],
            [-58, -37],
          ],
        ],
      },
    ]) {
      const res = await putLot(owner.token, org.id, lotId, geometry);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/polígono|puntos/);
    }
    const extra = await api(`/lot/${org.id}/${lotId}/boundary`, {
      method: "PUT",
      token: owner.token,
      body: { geometry: WEST, area: 5 },
    });
    expect(extra.status).toBe(400);
    const [lot] = (await lotList(owner.token, org.id)).filter((l) => l.id === lotId);
    expect(lot!.boundary).toEqual(WEST);
  });

  it("a plain user, an outsider and another ranch's lot or field write nothing", async () => {
    const { owner, user, outsider, org, otherOrg, lotId, fieldId } = await ranchWithField();
    expect((await putLot(user.token, org.id, lotId, WEST)).status).toBe(403);
    expect((await putField(user.token, org.id, fieldId, FIELD)).status).toBe(403);
    expect((await putLot(outsider.token, org.id, lotId, WEST)).status).toBe(403);
    const theirLot = await createLot(outsider.token, otherOrg.id, "Ajeno", 50);
    // Through our own door, their lot is not ours to find.
    const crossed = await putLot(owner.token, org.id, theirLot, WEST);
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe("Lote no encontrado");
    expect((await putLot(owner.token, otherOrg.id, theirLot, WEST)).status).toBe(403);
    expect((await lotList(outsider.token, otherOrg.id))[0]!.boundary).toBeNull();
    expect((await lotList(owner.token, org.id))[0]!.boundary).toBeNull();
    expect((await api(`/lot/${org.id}/${lotId}/boundary`, { method: "PUT", body: { geometry: WEST } })).status).toBe(
      401,
    );
  });

  it("two writes at once leave one of them whole", async () => {
    const { owner, admin, org, lotId } = await ranchWithField();
    const east = rectangle([CORNER[0] + 0.0112, CORNER[1]], 1000, 1000);
    const [a, b] = await Promise.all([
      putLot(owner.token, org.id, lotId, WEST),
      putLot(admin.token, org.id, lotId, east),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [lot] = (await lotList(owner.token, org.id)).filter((l) => l.id === lotId);
    expect([WEST, east]).toContainEqual(lot!.boundary);
    expect(Math.abs(lot!.computed_hectares! - 100)).toBeLessThan(1);
  });
});

const upload = (token: string, orgId: number, bytes: Uint8Array | string, name = "potreros.kml") => {
  const form = new FormData();
  form.append("file", new File([bytes], name));
  return call<{ shapes: MatchedShape[] }>(`/lot/${orgId}/boundaries/import`, { method: "POST", token, body: form });
};

describe("importing and exporting boundary files", () => {
  it("a KML is read into a preview matched by name (accents and case aside), writing nothing", async () => {
    const { owner, org, lotId } = await ranchWithField();
    const aguada = await createLot(owner.token, org.id, "LA AGUADA & BAJO", 80);
    const res = await upload(owner.token, org.id, GOOGLE_EARTH_KML);
    expect(res.status).toBe(200);
    expect(res.body.shapes.map((s) => [s.name, s.match?.id ?? null, s.geometry ? "ok" : s.issue])).toEqual([
      ["Potrero del Molino", lotId, "ok"],
      ["La Aguada & bajo", aguada, "ok"],
      ["Molino", null, "No es un polígono (un punto o una línea)"],
      ["Moño", null, expect.stringMatching(/se corta a sí mismo/)],
    ]);
    expect((await lotList(owner.token, org.id)).every((l) => l.boundary === null)).toBe(true);
  });

  it("reads files far past the API's 256 KB for JSON, up to 5 MB", async () => {
    const { owner, org, lotId } = await ranchWithField();
    // Google Earth keeps photos and notes in descriptions: a 2 MB file with one paddock in it.
    const notes = `<description>${"Aguada y monte. ".repeat(130_000)}</description>`;
    const large = GOOGLE_EARTH_KML.replace(
      "<name>Potrero del Molino</name>",
      `<name>Potrero del Molino</name>${notes}`,
    );
    expect(large.length).toBeGreaterThan(2_000_000);
    const res = await upload(owner.token, org.id, large);
    expect(res.status).toBe(200);
    expect(res.body.shapes[0]).toMatchObject({ name: "Potrero del Molino", match: { id: lotId } });
  });

  it("refuses a file over 5 MB (413), no file, a broken file (400), and users who cannot write (403)", async () => {
    const { owner, user, outsider, org } = await ranchWithField();
    const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(32);
    expect((await upload(owner.token, org.id, big)).status).toBe(413);
    const none = await call(`/lot/${org.id}/boundaries/import`, { method: "POST", token: owner.token, body: "{}" });
    expect(none.status).toBe(400);
    const broken = await upload(owner.token, org.id, "<kml><Document><name>Vacío</name></Document></kml>");
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^No se pudo leer el archivo/);
    expect((await upload(user.token, org.id, GOOGLE_EARTH_KML)).status).toBe(403);
    expect((await upload(outsider.token, org.id, GOOGLE_EARTH_KML)).status).toBe(403);
  });

  it("exports the drawn boundaries as GeoJSON and KML to any member, and the import reads them back", async () => {
    const { owner, user, outsider, org, fieldId, lotId } = await ranchWithField();
    await putField(owner.token, org.id, fieldId, FIELD);
    await putLot(owner.token, org.id, lotId, WEST);
    await createLot(owner.token, org.id, "Sin dibujar", 10);
    const geo = await call<{
      type: string;
      features: Array<{ properties: { name: string; tipo: string }; geometry: Boundary }>;
    }>(`/lot/${org.id}/boundaries/geojson`, { token: user.token });
    expect(geo.status).toBe(200);
    expect(geo.headers.get("Content-Disposition")).toMatch(/attachment; filename=".*\.geojson"/);
    expect(geo.body.features.map((f) => [f.properties.tipo, f.properties.name, f.geometry])).toEqual([
      ["campo", "La Esperanza", FIELD],
      ["potrero", "Potrero del Molino", WEST],
    ]);
    const kml = await call(`/lot/${org.id}/boundaries/kml`, { token: user.token });
    expect(kml.status).toBe(200);
    const text = (kml.body as unknown as { raw: string }).raw;
    expect(text).toContain("<Folder><name>La Esperanza</name>");
    const back = await upload(owner.token, org.id, text, "limites.kml");
    expect(back.body.shapes.map((s) => [s.name, s.geometry, s.match])).toEqual([
      ["La Esperanza", FIELD, { kind: "campo", id: fieldId, name: "La Esperanza" }],
      ["Potrero del Molino", WEST, { kind: "potrero", id: lotId, name: "Potrero del Molino" }],
    ]);
    expect((await call(`/lot/${org.id}/boundaries/kml`, { token: outsider.token })).status).toBe(403);
  });
});
