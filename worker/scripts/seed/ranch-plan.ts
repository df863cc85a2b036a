// The demo ranch's layout: "Estancia La Esperanza", its fields, paddocks and rodeos at the start of the history.
// Each field's target stocking rate (EV/ha, docs/map.md): the breeding field's natural grassland carries about
// one cow to the hectare; El Ombú, lower and wetter, is stocked lighter.

export const FIELDS = [
  {
    key: "esperanza",
    name: "La Esperanza",
    hectares: 1650,
    locality: "Ayacucho, Buenos Aires",
    renspa: "06.077.0.00412/00",
    ev_target: 1,
  },
  {
    key: "ombu",
    name: "El Ombú",
    hectares: 820,
    locality: "Rauch, Buenos Aires",
    renspa: "06.714.0.01188/00",
    ev_target: 0.8,
  },
] as const;

export type FieldKey = (typeof FIELDS)[number]["key"];

export const LOTS: ReadonlyArray<{ name: string; hectares: number; field: FieldKey }> = [
  { name: "Potrero del Molino", hectares: 180, field: "esperanza" },
  { name: "La Aguada", hectares: 150, field: "esperanza" },
  { name: "El Bajo", hectares: 210, field: "esperanza" },
  { name: "Monte Grande", hectares: 120, field: "esperanza" },
  { name: "Los Álamos", hectares: 140, field: "esperanza" },
  { name: "La Loma", hectares: 160, field: "esperanza" },
  { name: "Cañada Honda", hectares: 200, field: "esperanza" },
  { name: "Verdeo de Avena", hectares: 90, field: "ombu" },
  { name: "Rastrojo de Maíz", hectares: 110, field: "ombu" },
  { name: "Potrero Chico", hectares: 60, field: "ombu" },
  { name: "El Alambrado", hectares: 130, field: "ombu" },
  { name: "Pradera Nueva", hectares: 100, field: "ombu" },
];

export type RodeoKey = "cria" | "vaquillonas" | "recria" | "invernada" | "destete" | "toros";

/**
 * Rodeos with their opening stock and the paddocks they rotate through (index into LOTS, in order:
 * they change paddock every four months).
 */
export const RODEOS: ReadonlyArray<{
  key: RodeoKey;
  name: string;
  stock: Record<string, number>;
  lots: number[];
}> = [
  { key: "cria", name: "Cría General", stock: { Vaca: 455, Ternero: 130, Ternera: 126 }, lots: [2, 6, 0, 2, 6, 0] },
  { key: "vaquillonas", name: "Vaquillonas de Reposición", stock: { Vaquillona: 110 }, lots: [1, 5, 1, 5, 1, 5] },
  { key: "recria", name: "Recría Machos", stock: { Novillito: 150 }, lots: [8, 7, 8, 7, 8, 7] },
  { key: "invernada", name: "Invernada", stock: { Novillo: 170 }, lots: [10, 11, 10, 11, 10, 11] },
  { key: "destete", name: "Destete", stock: { Ternero: 40, Ternera: 36 }, lots: [9, 4, 9, 4, 9, 4] },
  { key: "toros", name: "Toros", stock: { Toro: 22 }, lots: [3, 3, 3, 3, 3, 3] },
];

export const DEATH_CAUSES = ["Empaste", "Mancha", "Accidente", "Causa desconocida", "Tristeza parasitaria", "Neumonía"];
export const BUYERS = [
  "Frigorífico Rioplatense",
  "Frigorífico Gorina",
  "Consignataria Ganadera del Sur",
  "Remate Ayacucho",
];
export const SELLERS = ["Remate Feria Rauch", "Consignataria Ganadera del Sur", "Estancia Santa Inés"];
