// The assistant's tools, bound to one admitted scope: the organization comes from the closure, never from
// the model; every input schema is strict (an unknown field such as an organization id is refused).
import { tool, type ToolSet } from "ai";
import { loadNames, type OrgNames, type ToolScope } from "./tool-scope";
import { stockInput, stockTool } from "./stock";
import { proposeMovementInput, proposeMovementTool } from "./propose-movement";

export type { ToolScope } from "./tool-scope";

export function assistantTools(scope: ToolScope): ToolSet {
  let names: Promise<OrgNames> | undefined;
  const orgNames = () => (names ??= loadNames(scope.db, scope.orgId));
  return {
    stock: tool({
      description:
        "Cabezas, EV y EV/ha del rodeo entero o de un rodeo, lote o campo; opcionalmente de una categoría y agrupado.",
      inputSchema: stockInput,
      execute: async (input) => stockTool(scope, await orgNames(), input),
    }),
    propose_movement: tool({
      description:
        "Prepara un borrador de registro (lluvia, helada, muerte, nacimiento) para que el usuario lo confirme. No guarda nada.",
      inputSchema: proposeMovementInput,
      execute: async (input) => proposeMovementTool(scope, await orgNames(), input),
    }),
  };
}
