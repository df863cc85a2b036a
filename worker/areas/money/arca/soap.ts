// The little SOAP the ARCA client needs (docs/arca.md): an envelope around a body, and reading known tags
// out of an answer. Workers have no DOMParser; ARCA's answers are flat and documented, so tags are read by
// name (namespace prefixes ignored) and entities decoded.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Escapes text for an XML element or attribute. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${Object.keys(ENTITIES).find((k) => ENTITIES[k] === c)};`);
}

/** Decodes the five named entities and numeric character references. */
export function xmlUnescape(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[e.toLowerCase()]!;
  });
}

/** A SOAP 1.1 envelope; `namespaces` maps prefixes to URIs used in `body`. */
export function soapEnvelope(body: string, namespaces: Record<string, string> = {}): string {
  const ns = Object.entries(namespaces)
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"${ns}>` +
    `<soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`
  );
}

const tagPattern = (name: string) =>
  new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>)`, "g");

/** The raw inner XML of every element named `name` (any prefix), in order; "" for an empty element. */
export function xmlElements(xml: string, name: string): string[] {
  return [...xml.matchAll(tagPattern(name))].map((m) => m[1] ?? "");
}

/** The decoded text of the first element named `name`, or null when absent. */
export function xmlText(xml: string, name: string): string | null {
  const [first] = xmlElements(xml, name);
  return first === undefined ? null : xmlUnescape(first.trim());
}
