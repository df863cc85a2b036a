// Two years of the demo ranch's life: monthly weighings, rain, frost and heat, deaths and home consumption;
// the yearly cattle cycle is in ranch-cattle-year.ts.
import { scheduleCattleYear } from "./ranch-cattle-year";
import { meanWeight, round1, ymd, type HistoryContext } from "./ranch-model";
import { DEATH_CAUSES, type RodeoKey } from "./ranch-plan";

const RAIN_MM = [105, 95, 110, 85, 60, 40, 38, 45, 60, 100, 95, 100];

/** Every month from the start to today. */
function eachMonth(ctx: HistoryContext, fn: (y: number, m: number, index: number) => void) {
  let [y, m] = ctx.start.split("-").map(Number) as [number, number];
  for (let i = 0; ymd(y, m, 1) <= ctx.today; i++) {
    fn(y, m, i);
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
}

export function scheduleHistory(ctx: HistoryContext) {
  const { h, rnd, rodeos: r } = ctx;
  const inWindow = (day: string) => day > ctx.start && day <= ctx.today;
  const on = (day: string, run: (day: string) => void) => inWindow(day) && h.on(day, run);
  const by = () => (rnd.next() < 0.4 ? ctx.userId : h.ownerId);

  eachMonth(ctx, (y, m) => {
    // Monthly weighing of every rodeo with animals.
    on(ymd(y, m, 5), (day) => {
      for (const [key, id] of Object.entries(r) as Array<[RodeoKey, number]>) {
        const total = h.total(id);
        if (!total) continue;
        const weighed = key === "cria" ? h.count(id, "Vaca") : total;
        h.record(day, {
          type: "WEIGHING",
          rodeo: id,
          data: { mean_weight: round1(rnd.around(meanWeight(key, day), 2.5)), animals_weighed: weighed },
          detail: "Pesada mensual en manga",
          by: by(),
        });
      }
    });
    // Rain, frost and the odd heat wave or hailstorm, on the paddocks.
    const rains = rnd.int(2, 5);
    for (let i = 0; i < rains; i++) {
      const mm = Math.max(2, Math.round((RAIN_MM[m - 1]! / rains) * rnd.around(1, 0.6) * 2) / 2);
      const lot = rnd.pick(ctx.lots);
      on(ymd(y, m, rnd.int(1, 28)), (day) =>
        h.record(day, { type: "RAIN", lot, data: { mm }, detail: "Pluviómetro", by: by() }),
      );
    }
    if (m >= 6 && m <= 8) {
      for (let i = rnd.int(2, 4); i > 0; i--) {
        const min_temperature = -rnd.int(1, 6);
        const lot = rnd.pick(ctx.lots);
        on(ymd(y, m, rnd.int(1, 28)), (day) =>
          h.record(day, { type: "FROST", lot, data: { min_temperature }, detail: "Helada en bajos" }),
        );
      }
    }
    if (m === 1) {
      on(ymd(y, 1, rnd.int(8, 25)), (day) =>
        h.record(day, {
          type: "EXTREME_TEMPERATURE",
          lot: ctx.lots[0],
          data: { temperature: rnd.int(38, 41) },
          detail: "Ola de calor: reforzar agua en bebederos",
        }),
      );
    }
    if (m === 12 && y === Number(ctx.start.slice(0, 4))) {
      on(ymd(y, 12, 14), (day) =>
        h.record(day, {
          type: "HAIL",
          lot: ctx.lots[8],
          data: { intensity: "moderada" },
          detail: "Granizo sobre el rastrojo, sin daños en la hacienda",
        }),
      );
    }
    // Deaths: a few cows a month, calves in the calving season, now and then a steer.
    on(ymd(y, m, rnd.int(6, 27)), (day) => {
      const cows = rnd.int(0, 2);
      if (cows)
        h.record(day, {
          type: "DEATH",
          rodeo: r.cria,
          animals: { Vaca: Math.min(cows, h.count(r.cria, "Vaca")) },
          data: { cause: rnd.pick(DEATH_CAUSES) },
          by: by(),
        });
      if (m >= 8 && m <= 11) {
        const calf = rnd.next() < 0.5 ? "Ternero" : "Ternera";
        h.record(day, {
          type: "DEATH",
          rodeo: r.cria,
          animals: { [calf]: Math.min(rnd.int(1, 3), h.count(r.cria, calf)) },
          data: { cause: "Distocia" },
          by: by(),
        });
      }
      if (rnd.next() < 0.3)
        h.record(day, {
          type: "DEATH",
          rodeo: r.invernada,
          animals: { Novillo: Math.min(1, h.count(r.invernada, "Novillo")) },
          data: { cause: rnd.pick(DEATH_CAUSES) },
        });
    });
    if (m % 2 === 0) {
      on(ymd(y, m, 20), (day) =>
        h.record(day, {
          type: "CONSUMPTION",
          rodeo: r.invernada,
          animals: { Novillo: Math.min(1, h.count(r.invernada, "Novillo")) },
          detail: "Faena para el personal",
        }),
      );
    }
    scheduleCattleYear(ctx, y, m, on);
  });
}
