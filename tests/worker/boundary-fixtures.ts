// Boundary files and shapes written by hand for the tests (docs/map.md): what Google Earth saves, and a polygon
// that crosses itself.

/** A bow tie: its ring crosses itself at (-37.005, -57.995). */
export const BOW_TIE = {
  type: "Polygon" as const,
  coordinates: [
    [
      [-58, -37],
      [-57.99, -37.01],
      [-57.99, -37],
      [-58, -37.01],
      [-58, -37],
    ],
  ],
};

/** A KML the way Google Earth saves "Mis lugares": folders in folders, lon,lat,alt tuples across lines. */
export const GOOGLE_EARTH_KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
<Document>
  <name>La Esperanza.kml</name>
  <Style id="potrero"><PolyStyle><color>7f00ff00</color></PolyStyle></Style>
  <Folder>
    <name>Campo</name>
    <Folder>
      <name>Potreros</name>
      <Placemark>
        <name>Potrero del Molino</name>
        <styleUrl>#potrero</styleUrl>
        <Polygon>
          <tessellate>1</tessellate>
          <outerBoundaryIs><LinearRing><coordinates>
            -58.42,-37.17,0 -58.40,-37.17,0
            -58.40,-37.16,0 -58.42,-37.16,0 -58.42,-37.17,0
          </coordinates></LinearRing></outerBoundaryIs>
        </Polygon>
      </Placemark>
      <Placemark>
        <name>La Aguada &amp; bajo</name>
        <MultiGeometry>
          <Polygon><outerBoundaryIs><LinearRing><coordinates>-58.39,-37.17 -58.38,-37.17 -58.38,-37.16 -58.39,-37.17</coordinates></LinearRing></outerBoundaryIs></Polygon>
          <Polygon>
            <outerBoundaryIs><LinearRing><coordinates>-58.37,-37.17 -58.35,-37.17 -58.35,-37.15 -58.37,-37.15 -58.37,-37.17</coordinates></LinearRing></outerBoundaryIs>
            <innerBoundaryIs><LinearRing><coordinates>-58.365,-37.165 -58.36,-37.165 -58.36,-37.16 -58.365,-37.16 -58.365,-37.165</coordinates></LinearRing></innerBoundaryIs>
          </Polygon>
        </MultiGeometry>
      </Placemark>
    </Folder>
    <Placemark><name>Molino</name><Point><coordinates>-58.41,-37.165,0</coordinates></Point></Placemark>
    <Placemark><name>Moño</name><Polygon><outerBoundaryIs><LinearRing><coordinates>-58.30,-37.10 -58.29,-37.11 -58.29,-37.10 -58.30,-37.11 -58.30,-37.10</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
  </Folder>
</Document>
</kml>`;
