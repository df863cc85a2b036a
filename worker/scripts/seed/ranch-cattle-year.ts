// The yearly cattle cycle of the demo ranch, by calendar month: recategorization and selection in January,
// steers to fattening in February, diagnosis, culling and weaning in March, purchases in April, steer sales
// every quarter, deworming and abortions in June, calving from August to October, heifers joining in November.
import { addDays } from "./ranch-builder";
import { meanWeight, pricePerKg, round1, ymd, type HistoryContext } from "./ranch-model";
import { BUYERS, SELLERS, type RodeoKey } from "./ranch-plan";
import { treatmentSupply, type SupplyKey } from "./ranch-supplies";

/** The yearly cattle cycle, by calendar month. */
export function scheduleCattleYear(
  ctx: HistoryContext,
  y: number,
  m: number,
  on: (day: string, run: (day: string) => void) => void,
) {
  const { h, rnd, rodeos: r } = ctx;
  const sell = (
    day: string,
    rodeo: number,
    category: string,
    count: number,
    key: RodeoKey,
    factor: number,
    detail: string,
  ) => {
    const mean = round1(meanWeight(key, day) + 20);
    h.record(day, {
      type: "SELL",
      rodeo,
      animals: { [category]: Math.min(count, h.count(rodeo, category)) },
      data: {
        buyer: rnd.pick(BUYERS),
        price_per_kg: pricePerKg(ctx, day, factor),
        mean_weight: mean,
        dte_number: String(rnd.int(10_000_000, 99_999_999)),
      },
      detail,
    });
  };
  const herd = (rodeo: number) => Object.fromEntries([...h.categories.keys()].map((c) => [c, h.count(rodeo, c)]));

  if (m === 1) {
    on(ymd(y, 1, 10), (day) => {
      h.record(day, {
        type: "RECATEGORIZATION",
        rodeo: r.destete,
        animals: { Ternero: h.count(r.destete, "Ternero") },
        data: { to_category_id: h.categoryId("Novillito"), to_category: "Novillito" },
        detail: "Los terneros del destete pasan a novillitos",
      });
      h.record(day, {
        type: "RECATEGORIZATION",
        rodeo: r.destete,
        animals: { Ternera: h.count(r.destete, "Ternera") },
        data: { to_category_id: h.categoryId("Vaquillona"), to_category: "Vaquillona" },
        detail: "Las terneras pasan a vaquillonas",
      });
    });
    on(ymd(y, 1, 12), (day) => {
      h.record(day, {
        type: "CHANGE_RODEO",
        rodeo: r.destete,
        animals: { Novillito: h.count(r.destete, "Novillito") },
        data: { to_rodeo_id: r.recria, to_rodeo: "Recría Machos" },
        detail: "Novillitos a recría",
      });
      const heifers = h.count(r.destete, "Vaquillona");
      h.record(day, {
        type: "CHANGE_RODEO",
        rodeo: r.destete,
        animals: { Vaquillona: Math.round(heifers * 0.55) },
        data: { to_rodeo_id: r.vaquillonas, to_rodeo: "Vaquillonas de Reposición" },
        detail: "Selección de vaquillonas de reposición",
      });
    });
    on(ymd(y, 1, 20), (day) =>
      sell(
        day,
        r.destete,
        "Vaquillona",
        h.count(r.destete, "Vaquillona"),
        "vaquillonas",
        1.05,
        "Venta de vaquillonas no seleccionadas",
      ),
    );
  }
  if (m === 2) {
    on(ymd(y, 2, 15), (day) => {
      h.record(day, {
        type: "RECATEGORIZATION",
        rodeo: r.recria,
        animals: { Novillito: Math.round(h.count(r.recria, "Novillito") * 0.5) },
        data: { to_category_id: h.categoryId("Novillo"), to_category: "Novillo" },
        detail: "Los novillitos más pesados pasan a novillos",
      });
    });
    on(ymd(y, 2, 16), (day) =>
      h.record(day, {
        type: "CHANGE_RODEO",
        rodeo: r.recria,
        animals: { Novillo: h.count(r.recria, "Novillo") },
        data: { to_rodeo_id: r.invernada, to_rodeo: "Invernada" },
        detail: "Novillos a invernada",
      }),
    );
  }
  if (m === 3) {
    on(ymd(y, 3, 10), (day) => {
      const examined = h.count(r.cria, "Vaca");
      const pregnant = Math.round(examined * rnd.around(0.9, 0.025));
      h.record(day, {
        type: "PREGNANCY_DIAGNOSIS",
        rodeo: r.cria,
        cycle: ctx.cycles.get(y - 1) ?? null,
        data: { examined, pregnant, empty: examined - pregnant },
        detail: "Tacto rectal",
      });
    });
    on(ymd(y, 3, 12), (day) => {
      const last = h.movements.findLast((mv) => mv.type === "PREGNANCY_DIAGNOSIS");
      const empty = Number(last?.data.empty ?? 0);
      sell(day, r.cria, "Vaca", empty + rnd.int(15, 25), "cria", 0.72, "Venta de vacas vacías y de refugo");
    });
    on(ymd(y, 3, 15), (day) => sanitary(ctx, day, "TREATMENT", "Vacuna antiaftosa", "2 ml", 0, "aftosa"));
    on(ymd(y, 3, 20), (day) =>
      h.record(day, {
        type: "WEANING",
        rodeo: r.cria,
        cycle: ctx.cycles.get(y - 2) ?? null,
        animals: { Ternero: h.count(r.cria, "Ternero"), Ternera: h.count(r.cria, "Ternera") },
        data: {
          destination_rodeo_id: r.destete,
          destination_rodeo: "Destete",
          mean_weight: round1(rnd.around(180, 8)),
        },
        detail: "Destete convencional",
      }),
    );
  }
  if (m === 4) {
    on(ymd(y, 4, 18), (day) =>
      h.record(day, {
        type: "BUY",
        rodeo: r.recria,
        animals: { Novillito: rnd.int(50, 70) },
        data: {
          seller: rnd.pick(SELLERS),
          price_per_kg: pricePerKg(ctx, day, 1.1),
          mean_weight: round1(rnd.around(190, 10)),
          dte_number: String(rnd.int(10_000_000, 99_999_999)),
        },
        detail: "Compra de novillitos en remate",
      }),
    );
  }
  if ([2, 5, 8, 11].includes(m)) {
    on(ymd(y, m, 25), (day) =>
      sell(
        day,
        r.invernada,
        "Novillo",
        Math.round(h.count(r.invernada, "Novillo") * 0.22),
        "invernada",
        1,
        "Venta de novillos gordos",
      ),
    );
  }
  if (m === 6) {
    on(ymd(y, 6, 10), (day) => {
      for (const rodeo of [r.recria, r.destete]) {
        h.record(day, {
          type: "TREATMENT",
          rodeo,
          animals: herd(rodeo),
          data: {
            product: "Ivermectina 1%",
            dose: "1 ml cada 50 kg",
            withdrawal_days: 35,
            clearance_date: addDays(day, 35),
            // 1 ml every 50 kg: about 5 ml a head.
            ...treatmentSupply(ctx, "ivermectina", h.total(rodeo) * 5),
          },
          detail: "Desparasitación",
        });
      }
    });
    on(ymd(y, 6, 20), (day) =>
      h.record(day, {
        type: "ABORTION",
        rodeo: r.cria,
        cycle: ctx.cycles.get(y - 1) ?? null,
        animals: { Vaca: rnd.int(2, 4) },
        detail: "Abortos detectados en recorrida",
      }),
    );
  }
  if (m >= 8 && m <= 10) {
    for (const [dd, share] of m === 8
      ? [[25, 0.3]]
      : m === 9
        ? [
            [12, 0.35],
            [30, 0.25],
          ]
        : [[18, 0.1]]) {
      on(ymd(y, m, dd!), (day) => {
        const diag = h.movements.findLast((mv) => mv.type === "PREGNANCY_DIAGNOSIS" && mv.date.startsWith(String(y)));
        const calves = Math.round(Number(diag?.data.pregnant ?? 0) * 0.96 * share!);
        const males = Math.round(calves * rnd.around(0.5, 0.04));
        h.record(day, {
          type: "BIRTH",
          rodeo: r.cria,
          cycle: ctx.cycles.get(y - 1) ?? null,
          animals: { Ternero: males, Ternera: calves - males },
          detail: "Parición",
          by: ctx.userId,
        });
      });
    }
  }
  if (m === 9) on(ymd(y, 9, 15), (day) => sanitary(ctx, day, "TREATMENT", "Vacuna antiaftosa", "2 ml", 0, "aftosa"));
  if (m === 10)
    on(ymd(y, 10, 5), (day) =>
      h.record(day, {
        type: "MEDICINE",
        rodeo: r.cria,
        animals: { Vaca: h.count(r.cria, "Vaca") },
        data: {
          product: "Vacuna reproductiva IBR-DVB-Leptospira",
          dose: "5 ml",
          withdrawal_days: 21,
          clearance_date: addDays(day, 21),
          ...treatmentSupply(ctx, "reproductiva", h.count(r.cria, "Vaca")),
        },
        detail: "Sanidad preservicio",
      }),
    );
  if (m === 11) {
    on(ymd(y, 11, 1), (day) =>
      h.record(day, {
        type: "CHANGE_RODEO",
        rodeo: r.vaquillonas,
        animals: { Vaquillona: Math.round(h.count(r.vaquillonas, "Vaquillona") * 0.5) },
        data: {
          to_rodeo_id: r.cria,
          to_rodeo: "Cría General",
          to_category_id: h.categoryId("Vaca"),
          to_category: "Vaca",
        },
        detail: "Vaquillonas de primer servicio se incorporan a la cría",
      }),
    );
  }
}

function sanitary(
  ctx: HistoryContext,
  day: string,
  type: "TREATMENT" | "MEDICINE",
  product: string,
  dose: string,
  withdrawal: number,
  supply: SupplyKey,
) {
  for (const rodeo of Object.values(ctx.rodeos)) {
    const animals = Object.fromEntries([...ctx.h.categories.keys()].map((c) => [c, ctx.h.count(rodeo, c)]));
    ctx.h.record(day, {
      type,
      rodeo,
      animals,
      data: {
        product,
        dose,
        withdrawal_days: withdrawal,
        clearance_date: addDays(day, withdrawal),
        // A dose a head.
        ...treatmentSupply(ctx, supply, ctx.h.total(rodeo)),
      },
      detail: "Plan sanitario",
    });
  }
}
