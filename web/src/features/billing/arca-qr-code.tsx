// ARCA's QR of an authorized invoice (docs/arca.md, "The printed invoice"), drawn as one SVG path from uqr's
// matrix (no innerHTML). Default export: the document loads it lazily, so the QR encoder stays in this chunk.
import { encode } from "uqr";

export default function ArcaQrCode({ url, label }: { url: string; label: string }) {
  // Medium error correction: a printed page survives a fold or a stamp over a corner.
  const { data, size } = encode(url, { ecc: "M", border: 0 });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  // Four modules of quiet zone around it, as the QR standard asks.
  const box = size + 8;
  return (
    <svg
      className="invoice-doc-qr"
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${box} ${box}`}
      shapeRendering="crispEdges"
      data-url={url}
    >
      <rect x={-4} y={-4} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
