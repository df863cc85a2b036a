// Named template parameters (docs/whatsapp-templates.md): Meta numbers a template's parameters {{1}}..{{n}};
// people write and read them by name ("{{Nombre del cliente}}"). The body is stored numbered with each
// position's name beside it; the editor shows it named and numbers it back on save, in order of first use.

/** A {{...}} token and what is between the braces. */
const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** How two spellings of one name compare: spaces collapsed, case ignored. */
export const paramKey = (name: string) => name.replace(/\s+/g, " ").trim().toLocaleLowerCase("es");

const tidy = (name: string) => name.replace(/\s+/g, " ").trim();

/** The distinct parameter names a named text uses, in order of first use (the first spelling wins). */
export function namedParams(text: string): string[] {
  const names = new Map<string, string>();
  for (const m of text.matchAll(TOKEN)) {
    const name = tidy(m[1] ?? "");
    if (!names.has(paramKey(name))) names.set(paramKey(name), name);
  }
  return [...names.values()];
}

/** A named text as Meta's numbered body, and the name of each position. */
export function toNumbered(text: string): { body: string; names: string[] } {
  const names = namedParams(text);
  const position = new Map(names.map((name, i) => [paramKey(name), i + 1]));
  const body = text.replace(TOKEN, (_whole, name: string) => `{{${position.get(paramKey(name))}}}`);
  return { body, names };
}

/** A numbered body as people read it: {{n}} shows its name ("Parámetro n" when it has none). */
export const toNamed = (body: string, names: readonly string[]) =>
  body.replace(/\{\{\s*(\d+)\s*\}\}/g, (_whole, n: string) => `{{${names[Number(n) - 1] || `Parámetro ${n}`}}}`);

/** A named text with its parameters filled in by name (`values` by paramKey); one without a value shows as [Name]. */
export function fillNamed(text: string, values: ReadonlyMap<string, string>): string {
  const spelled = new Map(namedParams(text).map((name) => [paramKey(name), name]));
  return text.replace(TOKEN, (_whole, name: string) => {
    const key = paramKey(name);
    return values.get(key)?.trim() || `[${spelled.get(key) ?? tidy(name)}]`;
  });
}
