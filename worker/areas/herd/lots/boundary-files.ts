// Reading boundary files (docs/map.md): KML as Google Earth writes it (placemarks in nested folders, a Polygon
// or a MultiGeometry of polygons, coordinates "lon,lat,alt"), KMZ (a zip whose first .kml is the document) and
// GeoJSON (a FeatureCollection, a Feature or a bare geometry). Each polygon found comes back with its name and
// either its checked geometry or the Spanish reason it cannot be used; nothing is written here.
import { XMLParser } from "fast-xml-parser";
import { unzipSync } from "fflate";
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

type Node = Record<string, unknown>;
const list = (v: unknown): Node[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]) as Node[];
const textOf = (v: unknown): string =>
  typeof v === "string" || typeof v === "number"
    ? String(v)
    : v && typeof v === "object"
      ? textOf((v as Node)["#text"])
      : "";

/** "lon,lat[,alt] lon,lat[,alt] ...": a KML ring's positions (a malformed tuple makes the ring invalid). */
function kmlRing(coordinates: unknown): Position[] {
  return textOf(coordinates)
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((tuple) => {
      const [lon, lat] = tuple.split(",").map(Number);
      return [lon, lat] as Position;
    });
}

const ringOf = (boundary: unknown) => kmlRing(list(list(boundary)[0]?.LinearRing)[0]?.coordinates);

/** A KML Polygon: its outer ring and its holes. */
const kmlPolygon = (p: Node): Position[][] => [
  ringOf(p.outerBoundaryIs),
  ...list(p.innerBoundaryIs).map((b) => ringOf(b)),
];

/** Every Polygon of a geometry container (a Placemark or a MultiGeometry, nested or not). */
function polygonsIn(node: Node): Position[][][] {
  return [...list(node.Polygon).map(kmlPolygon), ...list(node.MultiGeometry).flatMap(polygonsIn)];
}

function placemarksIn(node: Node): Node[] {
  return [
    ...list(node.Placemark),
    ...list(node.Folder).flatMap(placemarksIn),
    ...list(node.Document).flatMap(placemarksIn),
  ];
}

export function parseKml(text: string): ParsedShape[] {
  let doc: Node;
  try {
    doc = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, processEntities: true }).parse(text) as Node;
  } catch {
    throw unreadable("el KML no es un XML válido");
  }
  const kml = list(doc.kml)[0];
  if (!kml) throw unreadable("no es un KML (falta el elemento kml)");
  return placemarksIn(kml).map((placemark, i) => {
    const name = textOf(placemark.name).trim() || `Polígono ${i + 1}`;
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

const NAME_KEYS = ["name", "Name", "NAME", "nombre", "Nombre", "NOMBRE", "potrero", "Potrero"];

function featureName(properties: unknown, i: number): string {
  const props = properties && typeof properties === "object" ? (properties as Node) : {};
  const key = NAME_KEYS.find((k) => typeof props[k] === "string" && (props[k] as string).trim());
  return key ? (props[key] as string).trim() : `Polígono ${i + 1}`;
}

export function parseGeoJson(text: string): ParsedShape[] {
  let doc: Node;
  try {
    doc = JSON.parse(text) as Node;
  } catch {
    throw unreadable("el GeoJSON no es un JSON válido");
  }
  if (!doc || typeof doc !== "object") throw unreadable("no es un GeoJSON");
  const features =
    doc.type === "FeatureCollection"
      ? list(doc.features)
      : doc.type === "Feature"
        ? [doc]
        : [{ type: "Feature", properties: {}, geometry: doc }];
  return features.map((feature, i) => {
    const name = featureName(feature.properties, i);
    const geometry = feature.geometry as Node | null;
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
