// The little XML a KML needs (docs/map.md): elements with their children and text, in document order, namespace
// prefixes dropped ("gx:Track" is "Track"), attributes ignored, comments, processing instructions and the
// doctype skipped, CDATA and the five predefined entities (and numeric ones) read as text. Mismatched or
// unclosed tags make the file unreadable. A general XML parser would cost the worker some 25 KB gzip for this.

export interface XmlNode {
  name: string;
  children: XmlNode[];
  text: string;
}

export class XmlError extends Error {}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref] ?? whole;
  });
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(":") + 1);

// A tag (closing, name, attributes, self-closing), a comment, a CDATA section, a <? ?> or <! > declaration,
// or text up to the next "<".
const TOKEN =
  /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<![^>]*>|([^<]+)|(<)/gy;

/** The document's root element. */
export function parseXml(source: string): XmlNode {
  const root: XmlNode = { name: "#document", children: [], text: "" };
  const stack: XmlNode[] = [root];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(source); match; match = TOKEN.exec(source)) {
    const [, closing, name, , selfClosing, cdata, text, stray] = match;
    const top = stack[stack.length - 1]!;
    if (stray) throw new XmlError("un «<» que no abre ninguna etiqueta");
    if (text !== undefined) top.text += decode(text);
    else if (cdata !== undefined) top.text += cdata;
    else if (name && closing) {
      if (stack.length === 1 || top.name !== localName(name)) throw new XmlError(`la etiqueta ${name} no se abrió`);
      stack.pop();
    } else if (name) {
      const node: XmlNode = { name: localName(name), children: [], text: "" };
      top.children.push(node);
      if (!selfClosing) stack.push(node);
    }
  }
  if (stack.length > 1) throw new XmlError(`la etiqueta ${stack[stack.length - 1]!.name} no se cerró`);
  const element = root.children[0];
  if (!element) throw new XmlError("no tiene ningún elemento");
  return element;
}

/** The children named `name`, in order. */
export const childrenNamed = (node: XmlNode | undefined, name: string) =>
  node ? node.children.filter((c) => c.name === name) : [];

/** The first child named `name`. */
export const childNamed = (node: XmlNode | undefined, name: string) => node?.children.find((c) => c.name === name);
