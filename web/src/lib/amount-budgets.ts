// How many digit widths (amounts.ts) each place that shows an amount has on a 360 px phone, from its
// width in px there and the font size it uses. The CSS these numbers come from is named beside each one;
// a change there changes the budget here (tests/web/amounts.test.ts checks every amount up to 10^12 fits).

/** A digit of DejaVu Sans Bold is 0.696 em wide; Roboto's and San Francisco's are narrower. */
const DIGIT_EM = 0.7;
const digitWidths = (px: number, fontPx: number) => px / (DIGIT_EM * fontPx);

/** 360 px less the page's padding (1rem a side, page-frame.css). */
const PAGE_PX = 360 - 2 * 16;
/** Inside a .card: 1.25rem of padding and a 1 px border a side (global.css). */
const CARD_PX = PAGE_PX - 2 * (20 + 1);
/** Inside a money tile, which spans two columns of its .stat-grid, i.e. the card's whole width on a phone:
 *  0.6rem of padding and a 1 px border a side (.stat, herd.css). */
const MONEY_TILE_PX = CARD_PX - 2 * (9.6 + 1);

export const AMOUNT_BUDGETS = {
  /** A money tile's figure: `.stat-money > dd`, 1.2rem bold on a phone. */
  tile: digitWidths(MONEY_TILE_PX, 19.2),
  /** The exact amount under a compact figure in the same tile: `.stat-exact`, 0.8rem. */
  tileExact: digitWidths(MONEY_TILE_PX, 12.8),
  /** An amount in a list row or a totals line (invoices, purchases, invoice totals), 1.1rem bold at most,
   *  on its own line when the row wraps. */
  row: digitWidths(CARD_PX, 17.6),
  /** A chart's value axis: chart.js's 12 px ticks, at most a third of a chart as wide as a card. */
  axis: digitWidths(CARD_PX / 3, 12),
} as const;

export type AmountBudget = keyof typeof AMOUNT_BUDGETS;
