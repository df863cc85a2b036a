// Reader and scale session files (docs/animals-reading.md): the fixtures are written by hand after each brand's
// export as its manual describes it; the inline files cover what the detection decides.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseReaderFile } from "../../web/src/features/animals/reading/reader-file";
import { parseTypedTags } from "../../web/src/features/animals/reading/typed-tags";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures/reader-files", name), "utf8");

const row = (line: number, tag: string, date: string | null, time: string | null, kg: number | null) => ({
  line,
  tag,
  date,
  time,
  kg,
});

describe("brand exports", () => {
  it("Tru-Test XRS2 session CSV: BOM, CRLF, header, spaced EIDs, a repeat and a misread kept apart", () => {
    const file = parseReaderFile(fixture("trutest-xrs2-session.csv"));
    expect(file).toMatchObject({ delimiter: ",", hasHeader: true, columns: { tag: 0, date: 2, time: 3, kg: 4 } });
    expect(file.rows).toEqual([
      row(2, "982000123456701", "2024-03-12", "08:14:02", 412.5),
      row(3, "982000123456702", "2024-03-12", "08:14:40", 398),
      row(4, "982000123456703", "2024-03-12", "08:15:11", null),
      row(8, "982000123456705", "2024-03-12", "08:17:02", 455.5),
    ]);
    expect(file.errors).toEqual([
      { line: 6, message: "La caravana 982 000123456702 se repite: ya está en la línea 3" },
      { line: 7, message: '"982 00012345670" tiene 14 dígitos: una caravana tiene 15' },
    ]);
  });

  it("Gallagher TW-5 Spanish export: semicolons, decimal commas, IDE/IDV names, a bad weight and day", () => {
    const file = parseReaderFile(fixture("gallagher-tw5-es.csv"));
    expect(file).toMatchObject({ delimiter: ";", hasHeader: true, columns: { tag: 0, kg: 2, date: 3, time: 4 } });
    expect(file.rows).toEqual([
      row(2, "032000987650001", "2024-04-05", "09:02", 312.5),
      row(3, "032000987650002", "2024-04-05", "09:03", 298),
      row(4, "032000987650003", "2024-04-05", "09:04", null),
      row(5, "032000987650004", null, "09:05", 301),
    ]);
    expect(file.errors).toEqual([
      { line: 4, message: 'Peso "abc" no reconocido: la lectura queda sin peso' },
      { line: 5, message: 'Fecha "31/04/2024" no reconocida: la lectura queda sin fecha' },
    ]);
  });

  it("Gallagher HR5 English export: month first when a day cannot be read day first, 12-hour times", () => {
    const file = parseReaderFile(fixture("gallagher-hr5-en.csv"));
    expect(file).toMatchObject({ delimiter: ",", hasHeader: true, columns: { tag: 0, kg: 2, date: 3, time: 4 } });
    expect(file.rows).toEqual([
      row(2, "982000555000101", "2024-03-14", "14:05:10", 250.4),
      row(3, "982000555000102", "2024-03-14", "14:06:44", 262),
      row(4, "982000555000103", "2024-03-15", "09:12:01", 241.8),
    ]);
    expect(file.errors).toEqual([]);
  });

  it("Allflex LPR plain text: one tag a line, with or without the space, foreign and Argentine", () => {
    const file = parseReaderFile(fixture("allflex-lpr-tags.txt"));
    expect(file).toMatchObject({ hasHeader: false, columns: { tag: 0 } });
    expect(file.rows).toEqual([
      row(1, "982000123456701", null, null, null),
      row(2, "982000123456702", null, null, null),
      row(4, "032000444555666", null, null, null),
    ]);
    expect(file.errors).toEqual([
      { line: 5, message: '"982 00012345670X" tiene caracteres que no son números' },
      { line: 6, message: "La caravana 982 000123456701 se repite: ya está en la línea 1" },
    ]);
  });

  it("Allflex RS420 session text: the tag, then the day and time of the read, apart by spaces", () => {
    const file = parseReaderFile(fixture("allflex-rs420-session.txt"));
    expect(file).toMatchObject({ delimiter: " ", hasHeader: false, columns: { tag: 0, date: 1, time: 2 } });
    expect(file.rows).toEqual([
      row(1, "982000123456701", "2024-03-12", "08:14:02", null),
      row(2, "982000123456702", "2024-03-12", "08:14:40", null),
      row(3, "982000123456703", "2024-03-12", "08:15:11", null),
    ]);
  });
});

describe("detection", () => {
  it("one tag a line with nothing else is read without a delimiter", () => {
    const file = parseReaderFile("982000123456701\n982 000123456702\n");
    expect(file.delimiter).toBe("none");
    expect(file.rows.map((r) => r.tag)).toEqual(["982000123456701", "982000123456702"]);
  });

  it("without a header, columns by content: the rightmost plain number is the weight, not the visual one", () => {
    const file = parseReaderFile(
      ["982000123456701,15,12/03/2024,08:14,412", "982000123456702,16,12/03/2024,08:15,398"].join("\n"),
    );
    expect(file).toMatchObject({ delimiter: ",", hasHeader: false, columns: { tag: 0, date: 2, time: 3, kg: 4 } });
    expect(file.rows[0]).toEqual(row(1, "982000123456701", "2024-03-12", "08:14", 412));
  });

  it("without a header, a weight with decimals wins over a plain number after it", () => {
    const file = parseReaderFile("7\t982000123456701\t412,5\t21\n8\t982000123456702\t398,0\t22\n");
    expect(file).toMatchObject({ delimiter: "\t", columns: { tag: 1, kg: 2 } });
    expect(file.rows.map((r) => r.kg)).toEqual([412.5, 398]);
  });

  it("a title before the header is skipped and a VID column is never the tag", () => {
    const file = parseReaderFile(
      ["Sesión: Manga 1 - 12/03/2024", "VID;Caravana;Fecha;Peso", "A1;032000111222333;12/03/2024;301,5"].join("\r\n"),
    );
    expect(file).toMatchObject({ delimiter: ";", hasHeader: true, columns: { tag: 1, date: 2, kg: 3 } });
    expect(file.rows).toEqual([row(3, "032000111222333", "2024-03-12", null, 301.5)]);
    expect(file.errors).toEqual([]);
  });

  it("title lines that name a day or the tags do not pass for the header", () => {
    const file = parseReaderFile(
      "Fecha: 12/03/2024;Manga 1\nTrabajo de caravanas\nCaravana;Peso\n032000111222333;301,5\n",
    );
    expect(file).toMatchObject({ hasHeader: true, columns: { tag: 0, kg: 1 } });
    expect(file.rows).toEqual([row(4, "032000111222333", null, null, 301.5)]);
    expect(file.errors).toEqual([]);
  });

  it("a day and time in one column, ISO or day first", () => {
    const iso = parseReaderFile("RFID,Timestamp,Weight\n982000123456701,2024-03-12T08:14:02,412.5\n");
    expect(iso.columns).toEqual({ tag: 0, date: 1, time: 1, kg: 2 });
    expect(iso.rows[0]).toEqual(row(2, "982000123456701", "2024-03-12", "08:14:02", 412.5));
    const local = parseReaderFile("Caravana;Fecha y hora\n032000111222333;05/04/2024 9:03\n");
    expect(local.rows[0]).toEqual(row(2, "032000111222333", "2024-04-05", "09:03", null));
  });

  it("a column named for the time that also carries the day gives both", () => {
    const file = parseReaderFile("EID\tTime\n982000123456701\t2024-03-12 08:14\n");
    expect(file.columns).toEqual({ tag: 0, date: 1, time: 1 });
    expect(file.rows[0]).toEqual(row(2, "982000123456701", "2024-03-12", "08:14", null));
  });

  it("short days stay day first when both orders read (Argentina's order)", () => {
    const file = parseReaderFile("EID,Date\n982000123456701,03/04/2024\n982000123456702,05/04/24\n");
    expect(file.rows.map((r) => r.date)).toEqual(["2024-04-03", "2024-04-05"]);
  });

  it("named months, Spanish or English", () => {
    const file = parseReaderFile("EID,Fecha\n982000123456701,12-Mar-2024\n982000123456702,5 ago 2024\n");
    expect(file.rows.map((r) => r.date)).toEqual(["2024-03-12", "2024-08-05"]);
  });

  it('quoted values, thousands in weights and Excel\'s ="…" text cells', () => {
    const file = parseReaderFile('EID,Weight\n="982000123456701","1.012,5"\n"982 000123456702","412,5"\n');
    expect(file.rows.map((r) => [r.tag, r.kg])).toEqual([
      ["982000123456701", 1012.5],
      ["982000123456702", 412.5],
    ]);
  });

  it("a tag a spreadsheet turned into 9.82E+14 says how to export it", () => {
    const file = parseReaderFile("EID,Weight\n9.82E+14,412\n982000123456702,398\n");
    expect(file.rows).toHaveLength(1);
    expect(file.errors).toEqual([
      {
        line: 2,
        message: '"9.82E+14" perdió dígitos (la planilla lo guardó como número): exportá la caravana como texto',
      },
    ]);
  });

  it("a missing tag, a bad time and an impossible weight", () => {
    const file = parseReaderFile("EID;Hora;Peso\n;08:10;300\n982000123456701;25:10;0\n");
    expect(file.rows).toEqual([row(3, "982000123456701", null, null, null)]);
    expect(file.errors).toEqual([
      { line: 2, message: "Falta el número de caravana" },
      { line: 3, message: 'Hora "25:10" no reconocida: la lectura queda sin hora' },
      { line: 3, message: 'Peso "0" no reconocido: la lectura queda sin peso' },
    ]);
  });

  it("blank text, old Mac line ends", () => {
    expect(parseReaderFile("\uFEFF\r\n  \r\n")).toMatchObject({ rows: [], errors: [] });
    expect(parseReaderFile("982000123456701\r982000123456702\r").rows.map((r) => r.line)).toEqual([1, 2]);
  });

  it("a 1,000-line session parses in well under 100 ms", () => {
    const lines = ["EID,VID,Date,Time,Weight"];
    for (let i = 0; i < 1000; i++) {
      lines.push(
        `982 ${String(100000000000 + i)},${i},12/03/2024,08:${String(i % 60).padStart(2, "0")}:00,${300 + (i % 97)}.5`,
      );
    }
    const text = lines.join("\r\n");
    const started = performance.now();
    const file = parseReaderFile(text);
    const elapsed = performance.now() - started;
    expect(file.rows).toHaveLength(1000);
    expect(file.errors).toEqual([]);
    expect(elapsed).toBeLessThan(100);
  });
});

describe("typed and pasted numbers", () => {
  it("apart by new lines, commas, semicolons or spaces between whole numbers; groups of one number joined", () => {
    const typed = parseTypedTags(
      "032 000123456789, 032000123456790\n032 000123456791 032 000123456792;032.000.123.456.793\n\n032 000 123 456 794",
    );
    expect(typed.tags).toEqual([
      { line: 1, tag: "032000123456789" },
      { line: 1, tag: "032000123456790" },
      { line: 2, tag: "032000123456791" },
      { line: 2, tag: "032000123456792" },
      { line: 2, tag: "032000123456793" },
      { line: 4, tag: "032000123456794" },
    ]);
    expect(typed.errors).toEqual([]);
  });

  it("names the line of a bad piece and of a repeat, keeping the first", () => {
    const typed = parseTypedTags("032000123456789\n12345 032000123456790\n032 00012345678X\n032 000123456789");
    expect(typed.tags.map((t) => t.tag)).toEqual(["032000123456789", "032000123456790"]);
    expect(typed.errors).toEqual([
      { line: 2, message: '"12345" tiene 5 dígitos: una caravana tiene 15' },
      { line: 3, message: '"032 00012345678X" tiene caracteres que no son números' },
      { line: 4, message: "La caravana 032 000123456789 se repite: ya está en la línea 1" },
    ]);
  });

  it("foreign numbers pass unless the flow asks for Argentine ones", () => {
    expect(parseTypedTags("982000123456789").tags).toHaveLength(1);
    expect(parseTypedTags("982000123456789", { argentine: true }).errors).toEqual([
      { line: 1, message: '"982000123456789" no es una caravana argentina: empieza con 032' },
    ]);
  });
});
