// The intent reader's shared shapes (docs/assistant.md): the tools a form may call and what a form is.
export const TOOLS = {
  stock: "stock",
  rain: "rain",
  movements: "movements",
  weights: "weights",
  reproduction: "reproduction",
  supplies: "supplies_low",
  supplyCosts: "supply_costs",
  withdrawals: "withdrawals",
  tasks: "tasks",
  registration: "registration",
  animal: "animal",
  propose: "propose_movement",
} as const;
export type ToolName = (typeof TOOLS)[keyof typeof TOOLS];

export interface IntentCall {
  tool: ToolName;
  input: Record<string, unknown>;
}

/** What a form reads besides the text: today (Argentina) for "desde marzo". */
export interface ReadContext {
  today: string;
}

export interface IntentForm {
  id: string;
  /** What the form recognizes, for docs/assistant.md and the help answer. */
  description: string;
  example: string;
  tool: ToolName;
  read: (t: string, ctx: ReadContext) => Record<string, unknown> | null;
}
