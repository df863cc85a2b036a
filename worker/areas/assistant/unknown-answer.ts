// What the local model says when no form reads a text (docs/assistant.md): honestly that it does not know
// (a forecast, market prices, veterinary advice are outside the ranch's data) or did not understand, and the
// two closest questions it can answer, as examples to tap or copy — never the whole list of forms.
import { plain } from "./intent-text";
import type { IntentForm } from "./intent-types";

interface Topic {
  match: RegExp;
  /** What makes it a question about the ranch's own records after all ("¿a qué precio vendí?"). */
  unless?: RegExp;
  why: string;
  examples: [string, string];
}

const TOPICS: Topic[] = [
  {
    match:
      /pronostico|va a llover|llovera|lloveria|va a helar|helara|\bclima\b|temperatura|va a hacer (?:frio|calor)|tormenta|(?:llueve|llover) manana|se viene (?:una |la )?(?:helada|lluvia|agua|tormenta)|(?:helada|lluvia|llover|helar) (?:esta noche|manana|el finde|la semana que viene)/,
    why: "no tengo el pronóstico del tiempo, solo la lluvia y las heladas registradas en el campo.",
    examples: ["¿cuánto llovió esta semana?", "¿hubo helada esta semana?"],
  },
  {
    match:
      /precio|cotiza|mercado|liniers|rosgan|cuanto (?:vale|valen|cuesta|cuestan|se paga|pagan)|a cuanto (?:esta|estan)/,
    unless: /\bvend|\bcompr|\bventas?\b|\bgast|insumo|alimento/,
    why: "no tengo precios de mercado de la hacienda, solo las ventas y compras que registraste.",
    examples: ["¿cuánta plata hice con las ventas del año?", "¿cuántos kilos vendí este año?"],
  },
  {
    match:
      /que le (?:doy|pongo|aplico)|(?:cuant[oa]|que) [a-z]+ le (?:doy|pongo|aplico)|que vacuna|remedio para|tratamiento para|enferm|diarrea|veterinari|sintoma|fiebre|como (?:curo|trato|se cura|se trata)|dosis|empaste|ivermectina|conviene (?:hacer|dar|vacunar|destetar)|destete precoz/,
    // A treatment's withdrawal is the ranch's own record: «¿hasta cuándo dura el retiro de la ivermectina?».
    unless: /\bretiro\b|carencia/,
    why: "no doy consejos veterinarios; consultalo con tu veterinario.",
    examples: ["¿qué rodeos están en carencia?", "¿cuántas muertes hubo este mes?"],
  },
];

const DEFAULT: [string, string] = ["¿cuántas cabezas tengo?", "¿cuánto llovió esta semana?"];

/** Words worth comparing (4 letters or more, no filler). */
const words = (t: string) =>
  new Set(
    plain(t)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 4 && !/^(?:cuant[oa]s?|tengo|tenes|este|esta|para|como|donde|hubo)$/.test(w))
      .map((w) => w.slice(0, 5)),
  );

/** The two forms whose description and example share most words with the text (commands last). */
export function closestExamples(text: string, forms: readonly IntentForm[]): [string, string] {
  const asked = words(text);
  const scored = forms
    .filter((f) => f.tool !== "propose_movement")
    .map((f, i) => {
      const own = words(`${f.description} ${f.example}`);
      const shared = [...asked].filter((w) => own.has(w)).length;
      return { example: f.example, shared, i };
    })
    .filter((s) => s.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.i - b.i);
  const picked = [...new Set(scored.map((s) => s.example))].slice(0, 2);
  for (const d of DEFAULT) if (picked.length < 2 && !picked.includes(d)) picked.push(d);
  return [picked[0]!, picked[1]!];
}

/** «No lo sé: …» for a question outside the ranch's data (forecast, market prices, vet advice), or null. */
export function outOfScope(text: string): string | null {
  const t = plain(text);
  const topic = TOPICS.find((x) => x.match.test(t) && !x.unless?.test(t));
  if (!topic) return null;
  const [a, b] = topic.examples;
  return `No lo sé: ${topic.why} Puedo responderte, por ejemplo: «${a}» o «${b}».`;
}

/** The answer to a text no form reads. */
export function unknownAnswer(text: string, forms: readonly IntentForm[]): string {
  const off = outOfScope(text);
  if (off) return off;
  const [a, b] = closestExamples(text, forms);
  return `No entendí la pregunta. Soy el modelo local (sin IA) y respondo con los datos del campo. Probá, por ejemplo: «${a}» o «${b}».`;
}
