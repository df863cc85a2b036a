// Stub: the finance helper replaces this file with the summary of /billing (income, expenses, margin per head).
export function FinanceSummaryPanel() {
  return null;
}
