// Events that happen once in the demo history: bulls sold to and bought from a stud, steers brought from
// a rented field, and a recount at the chute that corrects the recorded count (AUDIT_RECORD).
import { addDays } from "./ranch-builder";
import type { HistoryContext } from "./ranch-model";

export function scheduleOneOffs(ctx: HistoryContext) {
  const { h, rodeos: r } = ctx;
  const on = (months: number, run: (day: string) => void) => {
    const day = addDays(ctx.start, Math.round(months * 30.4));
    if (day > ctx.start && day <= ctx.today) h.on(day, run);
  };
  on(8, (day) =>
    h.record(day, {
      type: "OUTGOING_TRANSFER",
      rodeo: r.toros,
      animals: { Toro: 2 },
      data: { destination_establishment: "Cabaña Los Pinos", dte_number: "45871203" },
      detail: "Toros en préstamo a la cabaña",
    }),
  );
  on(9, (day) =>
    h.record(day, {
      type: "EXTERNAL_TRANSFER",
      rodeo: r.toros,
      animals: { Toro: 3 },
      data: { origin_establishment: "Cabaña Los Pinos", dte_number: "45990117" },
      detail: "Ingreso de toros Angus de cabaña",
    }),
  );
  on(14, (day) =>
    h.record(day, {
      type: "TRANSFER",
      rodeo: r.recria,
      animals: { Novillito: 30 },
      data: { origin_establishment: "Campo arrendado Los Cardos", dte_number: "46102288" },
      detail: "Traslado de novillitos desde campo arrendado",
    }),
  );
  on(17, (day) => {
    const recorded = h.count(r.invernada, "Novillo");
    if (!recorded) return;
    const counted = recorded - 1;
    h.record(day, {
      type: "AUDIT_RECORD",
      rodeo: r.invernada,
      animals: { Novillo: counted },
      data: {
        previous_count: recorded,
        set_count: counted,
        deltas: [{ category_id: h.categoryId("Novillo"), delta: counted - recorded }],
      },
      detail: "Recuento en manga: falta un novillo",
    });
  });
}
