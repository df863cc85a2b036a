// The template form's values and the API's input (docs/whatsapp-templates.md): the form holds the text with
// named parameters and one example per name; the API gets Meta's numbered body and each position's name.
import { namedParams, paramKey, toNamed, toNumbered } from "@shared/template-params";
import type { TemplateInput, TemplateParam, WaTemplate } from "@shared/whatsapp-schemas";

export interface TemplateFormValues {
  name: string;
  language: string;
  category: TemplateInput["category"];
  /** The text as people write it: {{Nombre del cliente}}. */
  body: string;
  /** One per name the text uses, in order of first use. */
  params: TemplateParam[];
}

export function formValuesOf(template?: WaTemplate): TemplateFormValues {
  if (!template) return { name: "", language: "es_AR", category: "UTILITY", body: "", params: [] };
  const names = template.params.map((p) => p.name);
  return {
    name: template.name,
    language: template.language,
    category: template.category,
    body: toNamed(template.body, names),
    params: template.params,
  };
}

/** The examples typed so far, by name (how the text and the examples are matched). */
export const examplesByName = (params: readonly TemplateParam[]) =>
  new Map(params.map((p) => [paramKey(p.name), p.example]));

/** The parameters the text uses now, each keeping the example it had (from `known` when it was removed a while). */
export function paramsFor(body: string, known: ReadonlyMap<string, string>): TemplateParam[] {
  return namedParams(body).map((name) => ({ name, example: known.get(paramKey(name)) ?? "" }));
}

/** What the API receives: the numbered body and each position's name and example. */
export function toTemplateInput(values: TemplateFormValues) {
  const { body, names } = toNumbered(values.body);
  const examples = examplesByName(values.params);
  return {
    name: values.name,
    language: values.language,
    category: values.category,
    body,
    params: names.map((name) => ({ name, example: examples.get(paramKey(name)) ?? "" })),
  };
}
