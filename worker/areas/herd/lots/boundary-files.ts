// Reading boundary files (docs/map.md): KML as Google Earth writes it (placemarks in nested folders, a Polygon
// or a MultiGeometry of polygons, coordinates "lon,lat,alt"), KMZ (a zip whose first .kml is the document) and
// GeoJSON (a FeatureCollection, a Feature or a bare geometry). Each polygon found comes back with its name and
// either its checked geometry or the Spanish reason it cannot be used; nothing is written here.
import { unzipSync } from "fflate";
import { childNamed, childrenNamed, parseXml, XmlError, type XmlNode } from "./kml-tree";
import { ApiError, badRequest } from "../../../lib/errors";
import { boundaryGeometry } from "../../../shared/boundary-schemas";
import { boundaryHectares, type Boundary, type Position } from "../../../shared/boundary";

/** The most shapes one file may bring (a ranch has tens of paddocks, not thousands). */
export const MAX_FILE_SHAPES = 500;
/** A KMZ's documents unpacked: bounded, so a zip bomb costs nothing. */
const MAX_UNZIPPED_BYTES = 20 * 1024 * 1024;

export type ParsedShape =
  { name: string; geometry: Boundary; hectares: number } | { name: string; geometry: null; issue: string };

const unreadable = (what: string) => badRequest(`No se pudo leer el archivo: ${what}`, "BAD_BOUNDARY_FILE");

/** A checked shape, or its reason. */
function shape(name: string, geometry: unknown): ParsedShape {
  const parsed = boundaryGeometry.safeParse(geometry);
  if (!parsed.success) return { name, geometry: null, issue: parsed.error.issues[0]?.message ?? "Polígono inválido" };
  return { name, geometry: parsed.data, hectares: boundaryHectares(parsed.data) };
}

// ── KML ────────────────────────────────────────────────────────────────────

/** "lon,lat[,alt] lon,lat[,alt] ...": a KML ring's positions (a malformed tuple makes the ring invalid). */
function kmlRing(boundary: XmlNode | undefined): Position[] {
  const coordinates = childNamed(childNamed(boundary, "LinearRing"), "coordinates")?.text ?? "";
  return coordinates
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((tuple) => {
      const [lon, lat] = tuple.split(",").map(Number);
      return [lon, lat] as Position;
    });
}

/** A KML Polygon: its outer ring and its holes. */
const kmlPolygon = (p: XmlNode): Position[][] => [
  kmlRing(childNamed(p, "outerBoundaryIs")),
  ...childrenNamed(p, "innerBoundaryIs").map(kmlRing),
];

/** Every Polygon of a geometry container (a Placemark or a MultiGeometry, nested or not), in order. */
const polygonsIn = (node: XmlNode): Position[][][] =>
  node.children.flatMap((c) =>
    c.name === "Polygon" ? [kmlPolygon(c)] : c.name === "MultiGeometry" ? polygonsIn(c) : [],
  );

/** The placemarks under a Document or Folder, in document order. */
const placemarksIn = (node: XmlNode): XmlNode[] =>
  node.children.flatMap((c) =>
    c.name === "Placemark" ? [c] : c.name === "Folder" || c.name === "Document" ? placemarksIn(c) : [],
  );

export function parseKml(text: string): ParsedShape[] {
  let kml: XmlNode;
  try {
    kml = parseXml(text);
  } catch (e) {
    throw unreadable(
      e instanceof XmlError ? `el KML no es un XML válido (${e.message})` : "el KML no es un XML válido",
    );
  }
  if (kml.name !== "kml") throw unreadable("no es un KML (falta el elemento kml)");
  return placemarksIn(kml).map((placemark, i) => {
    const name = childNamed(placemark, "name")?.text.trim() || `Polígono ${i + 1}`;
    const polygons = polygonsIn(placemark);
    if (!polygons.length) return { name, geometry: null, issue: "No es un polígono (un punto o una línea)" };
    return shape(
      name,
      polygons.length === 1
        ? { type: "Polygon", coordinates: polygons[0] }
        : { type: "MultiPolygon", coordinates: polygons },
    );
  });
}

// ── GeoJSON ────────────────────────────────────────────────────────────────

type Json = Record<string, unknown>;
const NAME_KEYS = ["name", "Name", "NAME", "nombre", "Nombre", "NOMBRE", "potrero", "Potrero"];

function featureName(properties: unknown, i: number): string {
  const props = properties && typeof properties === "object" ? (properties as Json) : {};
  const key = NAME_KEYS.find((k) => typeof props[k] === "string" && (props[k] as string).trim());
  return key ? (props[key] as string).trim() : `Polígono ${i + 1}`;
}

export function parseGeoJson(text: string): ParsedShape[] {
  let doc: Json;
  try {
    doc = JSON.parse(text) as Json;
  } catch {
    throw unreadable("el GeoJSON no es un JSON válido");
  }
  if (!doc || typeof doc !== "object") throw unreadable("no es un GeoJSON");
  const features =
    doc.type === "FeatureCollection"
      ? ((Array.isArray(doc.features) ? doc.features : []) as Json[])
      : doc.type === "Feature"
        ? [doc]
        : [{ type: "Feature", properties: {}, geometry: doc } as Json];
  return features.map((feature, i) => {
    const name = featureName(feature?.properties, i);
    const geometry = (feature && typeof feature === "object" ? feature.geometry : null) as Json | null;
    if (geometry?.type !== "Polygon" && geometry?.type !== "MultiPolygon") {
      return { name, geometry: null, issue: "No es un polígono (un punto o una línea)" };
    }
    return shape(name, geometry);
  });
}

// ── The file ───────────────────────────────────────────────────────────────

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

function kmzDocument(bytes: Uint8Array): string {
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) => {
        if (!f.name.toLowerCase().endsWith(".kml")) return false;
        total += f.originalSize;
        if (total > MAX_UNZIPPED_BYTES) throw unreadable("el KMZ descomprimido es demasiado grande");
        return true;
      },
    });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw unreadable("el KMZ no es un ZIP válido");
  }
  // Google Earth names it doc.kml; any other single document does as well.
  const name = Object.keys(files).find((n) => n.toLowerCase().endsWith("doc.kml")) ?? Object.keys(files)[0];
  if (!name) throw unreadable("el KMZ no tiene ningún documento KML");
  return new TextDecoder().decode(files[name]);
}

/** The shapes of a boundary file, by its content (a zip is a KMZ, "<" opens a KML, "{" a GeoJSON). */
export function parseBoundaryFile(bytes: Uint8Array): ParsedShape[] {
  const text = isZip(bytes) ? kmzDocument(bytes) : new TextDecoder().decode(bytes).replace(/^\uFEFF/, "");
  const start = text.trimStart()[0];
  const shapes = start === "<" ? parseKml(text) : start === "{" ? parseGeoJson(text) : null;
  if (!shapes) throw unreadable("se esperaba un KML, KMZ o GeoJSON");
  if (!shapes.length) throw unreadable("no tiene ningún polígono");
  if (shapes.length > MAX_FILE_SHAPES) throw unreadable(`tiene más de ${MAX_FILE_SHAPES} figuras`);
  return shapes;
}
