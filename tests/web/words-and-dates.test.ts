// Words and dates as people read them: Spanish plurals and counts that agree ("1 vaca", "2 terneros"), the
// one date formatter ("26 de noviembre de 2026, 04:49"), names in title case, WhatsApp errors in Spanish.
import { describe, expect, it } from "vitest";
import {
  formatDateTime,
  formatDayMonth,
  formatLongDay,
  formatMonth,
  formatRecent,
  formatShortDay,
  formatTime,
} from "../../worker/shared/date-text";
import { titleCase } from "../../worker/shared/person-name";
import { countList, countNoun, nounFor, pluralize, pluralOf } from "../../worker/shared/plural";
import { explainWhatsAppError } from "../../worker/shared/whatsapp-errors";
import { categoryNouns } from "../../web/src/lib/herd/category-nouns";
import { formatDay, formatLongRecordDay, relativeLastAccess } from "../../web/src/lib/dates";
import { animalsText } from "../../web/src/features/movements/movement-text";
import { movementSummary } from "../../web/src/components/herd/movement-list";
import { fullName, initials } from "../../web/src/lib/text";

describe("Spanish plurals", () => {
  it.each([
    ["vaca", "vacas"],
    ["Ternero", "Terneros"],
    ["Vaquillona", "Vaquillonas"],
    ["toro", "toros"],
    ["buey", "bueyes"],
    ["lombriz", "lombrices"],
    ["capón", "capones"],
    ["león", "leones"],
    ["organización", "organizaciones"],
    ["animal", "animales"],
    ["joven", "jóvenes"],
    ["mes", "meses"],
    ["país", "países"],
    ["jabalí", "jabalíes"],
    ["tórax", "tórax"],
    ["crisis", "crisis"],
    ["Vacas", "Vacas"],
  ])("one word: %s → %s", (singular, plural) => {
    expect(pluralize(singular)).toBe(plural);
  });

  it.each([
    ["vaca seca", "vacas secas"],
    ["Vaquillona preñada", "Vaquillonas preñadas"],
    ["ternera de reposición", "terneras de reposición"],
    ["novillo de 2 años", "novillos de 2 años"],
    ["Vaca CUT", "Vacas CUT"],
    ["Novillo Angus", "Novillos Angus"],
    ["vaca holando-argentina", "vacas holando-argentinas"],
    ["ternero/a", "terneros/as"],
    ["registro cargado", "registros cargados"],
  ])("a name: the head noun and its adjectives agree (%s → %s)", (singular, plural) => {
    expect(pluralize(singular)).toBe(plural);
  });

  it("counts agree with their nouns and read lowercase in running text", () => {
    expect(countNoun(1, "Vaca")).toBe("1 vaca");
    expect(countNoun(2, "Ternero")).toBe("2 terneros");
    expect(countNoun(0, "vaca")).toBe("0 vacas");
    expect(countNoun(1520, "cabeza")).toBe("1.520 cabezas");
    expect(countNoun(-1, "Novillo")).toBe("-1 novillo");
    expect(countNoun(3, "Vaca CUT")).toBe("3 vacas CUT");
    expect(`Muerte de ${countNoun(2, "Ternero")}`).toBe("Muerte de 2 terneros");
    expect(
      countList([
        { count: 10, noun: "Vaca" },
        { count: 1, noun: "Ternero" },
      ]),
    ).toBe("10 vacas, 1 ternero");
  });

  it("a category's own plural wins over the derived one; empty means derived", () => {
    expect(pluralOf({ name: "Vaca", plural_name: "Vacas madre" })).toBe("Vacas madre");
    expect(pluralOf({ name: "Vaca", plural_name: null })).toBe("Vacas");
    expect(pluralOf({ name: "Vaca", plural_name: "  " })).toBe("Vacas");
    expect(nounFor(4, { name: "Vaca", plural_name: "Vacas madre" })).toBe("vacas madre");
    expect(nounFor(1, { name: "Vaca", plural_name: "Vacas madre" })).toBe("vaca");
  });

  it("movement lines find their category by id and name, and keep a renamed category's old name", () => {
    const nounOf = categoryNouns([
      { id: 1, name: "Vaca", plural_name: "Vacas madre" },
      { id: 2, name: "Ternero", plural_name: null },
    ]);
    const m = {
      animals: [
        { type: "Vaca", category_id: 1, count: 3 },
        { type: "Ternero", category_id: 2, count: 1 },
        { type: "Torito", category_id: 1, count: 2 },
      ],
    };
    expect(animalsText(m, nounOf)).toBe("3 vacas madre, 1 ternero, 2 toritos");
    expect(animalsText(m)).toBe("3 vacas, 1 ternero, 2 toritos");
    expect(
      movementSummary({
        type: "DEATH",
        animals: [{ type: "Ternero", category_id: 2, count: 2 }],
        data: {},
        detail: "",
        reference: "",
      }),
    ).toBe("2 terneros");
  });
});

describe("the one date formatter", () => {
  // 07:49 UTC is 04:49 in Buenos Aires (UTC−3, no daylight saving).
  const instant = "2026-11-26T07:49:00.000Z";

  it("date and time, day, short day, day and month, time: Spanish order, Argentina's clock", () => {
    expect(formatDateTime(instant)).toBe("26 de noviembre de 2026, 04:49");
    expect(formatLongDay(instant)).toBe("26 de noviembre de 2026");
    expect(formatShortDay(instant)).toBe("26/11/2026");
    expect(formatDayMonth(instant)).toBe("26/11");
    expect(formatTime(instant)).toBe("04:49");
  });

  it("an instant near midnight UTC is still the day before in Argentina", () => {
    expect(formatDateTime("2026-01-01T02:15:00.000Z")).toBe("31 de diciembre de 2025, 23:15");
  });

  it("a calendar day is that day, and a record's day is never shifted by the clock", () => {
    expect(formatLongDay("2026-03-01")).toBe("1 de marzo de 2026");
    expect(formatDay("2026-03-01T00:00:00.000Z")).toBe("01/03/2026");
    expect(formatLongRecordDay("2026-03-01T00:00:00.000Z")).toBe("1 de marzo de 2026");
  });

  it("English keeps its own order; invalid input is empty", () => {
    expect(formatDateTime(instant, "en")).toBe("November 26, 2026, 04:49");
    expect(formatDateTime("no es una fecha")).toBe("");
    expect(formatShortDay(Number.NaN)).toBe("");
  });

  it("months for charts and reports; the inbox's time today, day and month before", () => {
    expect(formatMonth("2026-09")).toBe("sep 2026");
    expect(formatMonth("2026-09", true)).toBe("septiembre de 2026");
    const now = new Date("2026-11-26T20:00:00.000Z");
    expect(formatRecent(instant, now)).toBe("04:49");
    expect(formatRecent("2026-11-25T20:00:00.000Z", now)).toBe("25/11");
  });

  it("the last access falls back to the short day after a week", () => {
    expect(relativeLastAccess("2026-11-01T12:00:00.000Z", new Date(instant))).toBe("01/11/2026");
  });
});

describe("names in title case", () => {
  it.each([
    ["juan pérez", "Juan Pérez"],
    ["ÁLVAREZ", "Álvarez"],
    ["MARÍA JOSÉ GÓMEZ", "María José Gómez"],
    ["maría-josé", "María-José"],
    ["o'brien", "O'Brien"],
    ["ana de la fuente", "Ana de la Fuente"],
    ["JUAN DEL CAMPO Y ORTEGA", "Juan del Campo y Ortega"],
    ["de la rosa", "De la Rosa"],
    ["ñandú échever", "Ñandú Échever"],
    ["  lucía   fernández ", "Lucía Fernández"],
    [null, ""],
  ])("%s → %s", (input, output) => {
    expect(titleCase(input)).toBe(output);
  });

  it("full names and initials", () => {
    expect(fullName({ first_name: "josé maría", last_name: "DE LA PEÑA" })).toBe("José María de la Peña");
    expect(initials(fullName({ first_name: "josé maría", last_name: "DE LA PEÑA" }))).toBe("JP");
  });
});

describe("WhatsApp errors in Spanish", () => {
  it("explains a known code and keeps Meta's words as the detail", () => {
    const e = explainWhatsAppError("(#131047) Re-engagement message More than 24 hours have passed");
    expect(e.code).toBe(131047);
    expect(e.message).toMatch(/^Pasaron más de 24 horas/);
    expect(e.detail).toBe("(#131047) Re-engagement message More than 24 hours have passed");
    expect(explainWhatsAppError("(#132001) Template name does not exist in the translation").message).toMatch(
      /La plantilla no existe/,
    );
    expect(explainWhatsAppError("(#190) Error validating access token").message).toMatch(/token de acceso/);
  });

  it("an unknown code still reads in Spanish; the app's own messages and an empty reason stand alone", () => {
    expect(explainWhatsAppError("(#132999) Something new")).toMatchObject({
      message: "WhatsApp rechazó la plantilla.",
      detail: "(#132999) Something new",
    });
    expect(explainWhatsAppError("Weird failure")).toMatchObject({ message: "WhatsApp no pudo enviar el mensaje." });
    expect(explainWhatsAppError("No se pudo conectar con WhatsApp")).toEqual({
      message: "No se pudo conectar con WhatsApp",
      detail: null,
      code: null,
    });
    expect(explainWhatsAppError(null).detail).toBeNull();
  });
});
