// Boundary files as ranchers bring them (docs/map.md), written by hand: a Google Earth KML with nested folders,
// altitudes and a MultiGeometry, the same zipped as a KMZ, and GeoJSON as a collection, a feature or a bare
// geometry. Each polygon comes back named, checked and measured; a bad one says why; a broken file is a 400.
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { parseBoundaryFile, type ParsedShape } from "../../worker/areas/herd/lots/boundary-files";
import { ApiError } from "../../worker/lib/errors";
import { GOOGLE_EARTH_KML } from "./boundary-fixtures";

const u8 = (text: string) => new TextEncoder().encode(text);

const summary = (shapes: ParsedShape[]) =>
  shapes.map((s) => (s.geometry ? [s.name, s.geometry.type, Math.round(s.hectares)] : [s.name, s.issue]));

describe("parseBoundaryFile", () => {
  it("reads a Google Earth KML: nested folders, a MultiGeometry with a hole, a point and a crossing said", () => {
    const shapes = parseBoundaryFile(u8(GOOGLE_EARTH_KML));
    // In document order, whatever the folders.
    expect(summary(shapes)).toEqual([
      ["Potrero del Molino", "Polygon", 197],
      // 49 ha of triangle and 395 ha of square less its 25 ha hole.
      ["La Aguada & bajo", "MultiPolygon", 419],
      ["Molino", "No es un polígono (un punto o una línea)"],
      ["Moño", "El polígono se corta a sí mismo cerca de -37.10500, -58.29500"],
    ]);
    const molino = shapes[0]!;
    expect(molino.geometry?.type === "Polygon" && molino.geometry.coordinates[0]![1]).toEqual([-58.4, -37.17]);
    const aguada = shapes[1]!;
    expect(aguada.geometry?.type === "MultiPolygon" && aguada.geometry.coordinates[1]!.length).toBe(2);
  });

  it("reads what XML allows around it: comments, CDATA, character references, self-closing tags, attributes", () => {
    const kml = `<?xml version="1.0"?>
<!-- exported by hand -->
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Style id='a'/>
  <Placemark id="p1"><name><![CDATA[Cañada <Honda>]]></name><description>Agua &#38; sombra &#x263A;</description>
    <Polygon><extrude/><outerBoundaryIs><LinearRing><coordinates>-58.42,-37.17 -58.41,-37.17 -58.41,-37.16 -58.42,-37.17</coordinates></LinearRing></outerBoundaryIs></Polygon>
  </Placemark>
</Document></kml>`;
    expect(summary(parseBoundaryFile(u8(kml)))).toEqual([["Cañada <Honda>", "Polygon", 49]]);
  });

  it("reads the same document zipped as a KMZ (doc.kml beside its images)", () => {
    const kmz = zipSync({ "doc.kml": strToU8(GOOGLE_EARTH_KML), "files/logo.png": new Uint8Array([137, 80, 78, 71]) });
    expect(summary(parseBoundaryFile(kmz))).toEqual(summary(parseBoundaryFile(u8(GOOGLE_EARTH_KML))));
  });

  it("reads GeoJSON: a collection with names in any usual key, a feature, a bare geometry", () => {
    const ring = [
      [-58.42, -37.17],
      [-58.41, -37.17],
      [-58.41, -37.16],
      [-58.42, -37.17],
    ];
    const collection = {
      type: "FeatureCollection",
      features: [
        { type: "Feature", properties: { Nombre: "El Bajo" }, geometry: { type: "Polygon", coordinates: [ring] } },
        { type: "Feature", properties: { name: "Camino" }, geometry: { type: "LineString", coordinates: ring } },
        { type: "Feature", properties: null, geometry: { type: "MultiPolygon", coordinates: [[ring]] } },
      ],
    };
    expect(summary(parseBoundaryFile(u8(`\uFEFF${JSON.stringify(collection)}`)))).toEqual([
      ["El Bajo", "Polygon", 49],
      ["Camino", "No es un polígono (un punto o una línea)"],
      ["Polígono 3", "MultiPolygon", 49],
    ]);
    const feature = {
      type: "Feature",
      properties: { potrero: "La Loma" },
      geometry: { type: "Polygon", coordinates: [ring] },
    };
    expect(summary(parseBoundaryFile(u8(JSON.stringify(feature))))).toEqual([["La Loma", "Polygon", 49]]);
    expect(summary(parseBoundaryFile(u8(JSON.stringify({ type: "Polygon", coordinates: [ring] }))))).toEqual([
      ["Polígono 1", "Polygon", 49],
    ]);
  });

  it("a file that is none of them, broken, empty of polygons or a broken zip is a Spanish 400", () => {
    const refusal = (bytes: Uint8Array) => {
      try {
        parseBoundaryFile(bytes);
      } catch (e) {
        return e instanceof ApiError ? [e.status, e.message] : String(e);
      }
      return "accepted";
    };
    expect(refusal(u8("lat;lon\n-37;-58"))).toEqual([
      400,
      "No se pudo leer el archivo: se esperaba un KML, KMZ o GeoJSON",
    ]);
    expect(refusal(u8("{ not json"))).toEqual([400, "No se pudo leer el archivo: el GeoJSON no es un JSON válido"]);
    expect(refusal(u8("<kml><Document><Placemark><name>x</Document></kml>"))).toEqual([
      400,
      "No se pudo leer el archivo: el KML no es un XML válido (la etiqueta Document no se abrió)",
    ]);
    expect(refusal(u8("<kml><Document>"))).toEqual([
      400,
      "No se pudo leer el archivo: el KML no es un XML válido (la etiqueta Document no se cerró)",
    ]);
    expect(refusal(u8("<kml> 3 < 4 </kml>"))).toEqual([
      400,
      "No se pudo leer el archivo: el KML no es un XML válido (un «<» que no abre ninguna etiqueta)",
    ]);
    expect(refusal(u8("<html><body>hola</body></html>"))).toEqual([
      400,
      "No se pudo leer el archivo: no es un KML (falta el elemento kml)",
    ]);
    expect(refusal(u8('<?xml version="1.0"?><kml><Document></Document></kml>'))).toEqual([
      400,
      "No se pudo leer el archivo: no tiene ningún polígono",
    ]);
    expect(refusal(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toEqual([
      400,
      "No se pudo leer el archivo: el KMZ no es un ZIP válido",
    ]);
    expect(refusal(zipSync({ "notes.txt": strToU8("sin kml") }))).toEqual([
      400,
      "No se pudo leer el archivo: el KMZ no tiene ningún documento KML",
    ]);
  });
});
