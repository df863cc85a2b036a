// The assistant's tools, bound to one admitted scope: the organization comes from the closure, never from
// the model; every input schema is strict (an unknown field such as an organization id is refused).
import { tool, type ToolSet } from "ai";
import { TOOLS } from "../intents";
import { animalInput, animalTool } from "./animal";
import { movementsInput, movementsTool } from "./movements";
import { proposeMovementInput, proposeMovementTool } from "./propose-movement";
import { rainInput, rainTool } from "./rain";
import { registrationInput, registrationTool } from "./registration";
import { reproductionInput, reproductionTool } from "./reproduction";
import { stockInput, stockTool } from "./stock";
import { suppliesInput, suppliesLowTool, withdrawalsInput, withdrawalsTool } from "./supplies";
import { supplyCostsInput, supplyCostsTool } from "./supply-costs";
import { tasksInput, tasksTool } from "./tasks";
import { loadNames, type OrgNames, type ToolScope } from "./tool-scope";
import { stated } from "./tool-statement";
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { weightsInput, weightsTool } from "./weights";

export type { ToolScope } from "./tool-scope";

export function assistantTools(scope: ToolScope): ToolSet {
  let names: Promise<OrgNames> | undefined;
  const orgNames = () => (names ??= loadNames(scope.db, scope.orgId));
  const tools: ToolSet = {
    [TOOLS.stock]: tool({
      description:
        "Cabezas, EV y EV/ha de todo el establecimiento o de un rodeo, lote o campo; opcionalmente de una categoría y agrupado.",
      inputSchema: stockInput,
      execute: async (input) => stockTool(scope, await orgNames(), input),
    }),
    [TOOLS.rain]: tool({
      description: "Milímetros de lluvia de un período o mes, comparados con el mismo período del año anterior.",
      inputSchema: rainInput,
      execute: (input) => rainTool(scope, input),
    }),
    [TOOLS.movements]: tool({
      description:
        "Registros (movimientos) de un período por tipo: muertes, nacimientos, heladas, ventas, compras… y sus cabezas; ventas y compras también en kilos o pesos (measure).",
      inputSchema: movementsInput,
      execute: async (input) => movementsTool(scope, await orgNames(), input),
    }),
    [TOOLS.weights]: tool({
      description:
        "Últimas pesadas y ganancia diaria de peso por rodeo (qué rodeo ganó más), de un rodeo, o de los rodeos con una categoría.",
      inputSchema: weightsInput,
      execute: async (input) => weightsTool(scope, await orgNames(), input),
    }),
    [TOOLS.reproduction]: tool({
      description: "Indicadores reproductivos (preñez, parición, destete) de un ciclo, o del último.",
      inputSchema: reproductionInput,
      execute: async (input) => reproductionTool(scope, await orgNames(), input),
    }),
    [TOOLS.supplies]: tool({
      description: "Insumos por debajo de su stock mínimo, o cuánto queda de un insumo por nombre (¿queda rollo?).",
      inputSchema: suppliesInput,
      execute: (input) => suppliesLowTool(scope, input),
    }),
    [TOOLS.supplyCosts]: tool({
      description:
        "Plata gastada en insumos de un período (ingresos comprados y consumo valorizado), de un tipo (alimento, sanidad…) o de todos.",
      inputSchema: supplyCostsInput,
      execute: (input) => supplyCostsTool(scope, input),
    }),
    [TOOLS.withdrawals]: tool({
      description: "Rodeos en carencia (retiro) por tratamientos con medicamentos.",
      inputSchema: withdrawalsInput,
      execute: () => withdrawalsTool(scope),
    }),
    [TOOLS.registration]: tool({
      description:
        "Animales caravaneados sin registrar en SENASA: cuántos, cuántos pasaron su plazo (10 días hábiles) y el primer vencimiento.",
      inputSchema: registrationInput,
      execute: () => registrationTool(scope),
    }),
    [TOOLS.animal]: tool({
      description:
        "Un animal por los últimos dígitos de su caravana: su último peso individual y la fecha, categoría, rodeo y estado.",
      inputSchema: animalInput,
      execute: (input) => animalTool(scope, input),
    }),
    [TOOLS.tasks]: tool({
      description:
        "Tareas pendientes, vencidas, hechas, para hoy, mañana o la semana; de todos o de una persona por nombre.",
      inputSchema: tasksInput,
      execute: (input) => tasksTool(scope, input),
    }),
    [TOOLS.propose]: tool({
      description:
        "Prepara un borrador de registro (lluvia, helada, muerte, nacimiento, pesada de un rodeo, consumo de un insumo) para que el usuario lo confirme. No guarda nada.",
      inputSchema: proposeMovementInput,
      execute: async (input) => proposeMovementTool(scope, await orgNames(), input),
    }),
  };
  // Every result carries its unit, period and link (tool-statement.ts), for the model to state them.
  for (const [name, t] of Object.entries(tools)) {
    const run = t.execute;
    if (!run) continue;
    t.execute = async (input: unknown, options: Parameters<typeof run>[1]) =>
      stated(name, input, (await run(input, options)) as AssistantToolResult);
  }
  return tools;
}
