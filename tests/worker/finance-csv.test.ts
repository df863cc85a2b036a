// The CSV writer (worker/lib/csv.ts) and the accountant's exports (GET /api/finance/{org}/invoices.csv and
// purchases.csv): BOM, `;` and decimal comma, quoting, formula neutralising, what is listed, who may download.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { csvCell, csvDecimal, csvText, toCsv } from "../../worker/lib/csv";
import { ORIGIN, api, makeTeam } from "./fixtures";
import { financeHistory, insertInvoice, insertPurchase } from "./finance-fixtures";

describe("csv writer", () => {
  it("neutralises formulas, quotes separators and quotes, and prints decimal commas", () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const s of ["+1", "-2", "@SUM(A1)", "\tx", "\rx"]) expect(csvText(s).replace(/^"/, "")[0]).toBe("'");
    expect(csvText("Pérez; Hnos.")).toBe(`"Pérez; Hnos."`);
    expect(csvText("a\nb")).toBe(`"a\nb"`);
    expect(csvText("a,b")).toBe("a,b");
    expect(csvText("Estancia")).toBe("Estancia");
    expect(csvCell(csvDecimal(1234.5))).toBe("1234,50");
    expect(csvCell(csvDecimal(-0.1))).toBe("-0,10");
    expect(csvCell(2.125)).toBe("2,125");
    expect(csvCell(12)).toBe("12");
    expect([csvCell(null), csvCell(undefined), csvCell(Number.NaN)]).toEqual(["", "", ""]);
  });

  it("writes a BOM, a header row and CRLF lines", () => {
    expect(toCsv(["Año", "Monto"], [["=1+1", csvDecimal(10)]])).toBe("\uFEFFAño;Monto\r\n'=1+1;10,00\r\n");
  });
});

async function download(token: string, path: string) {
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}/api/finance/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true, fatal: true }).decode(bytes) };
}
const Q1 = "from=2026-01-01&to=2026-03-31";

describe("accountant's exports", () => {
  it("lists issued, paid and voided invoices of the range (no drafts, no other organization)", async () => {
    const h = await financeHistory();
    await insertInvoice(
      h.org.id,
      "2026-02-20",
      "emitida",
      [{ description: "x", quantity: 1, unit: "unidad", unit_price: 10, iva_rate: 21 }],
      { customer_name: "=cmd|' /C calc'!A0" },
    );
    const { res, bytes, text } = await download(h.owner.token, `${h.org.id}/invoices.csv?${Q1}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="facturas-2026-01-01-2026-03-31.csv"');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Fecha;Tipo;Número;Estado;Cliente;CUIT;Condición IVA;Neto 0%;Neto 10,5%;IVA 10,5%;Neto 21%;IVA 21%;Neto;IVA;Total;CAE;Fecha de pago;Medio de pago;Motivo de anulación",
    );
    const rows = lines.slice(1);
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r.split(";")[0])).toEqual(["01/01/2026", "15/02/2026", "20/02/2026", "31/03/2026"]);
    expect(rows.map((r) => r.split(";")[3])).toEqual(["Emitida", "Anulada", "Emitida", "Pagada"]);
    // 4000 kg × $2.500 at 10,5 % and $1.000,01 at 21 %.
    expect(rows[0]).toContain(";30-50001091-2;Responsable Inscripto;0,00;10000000,00;1050000,00;1000,01;210,00;");
    expect(rows[0]).toContain(";10001000,01;1050210,00;11051210,01;Sin CAE;");
    expect(rows[1]!.endsWith(";Error de carga")).toBe(true);
    expect(rows[2]).toContain(`;'=cmd|' /C calc'!A0;`);
    expect(rows[3]).toContain(";05/04/2026;");
  });

  it("lists live purchases of the range with their categories", async () => {
    const h = await financeHistory();
    await insertPurchase(
      h.org.id,
      "2026-02-02",
      [{ category: "otros", description: "x", quantity: 1, unit_price: 5, iva_rate: 0 }],
      { supplier_name: '@Proveedor; "raro"', notes: "-2+3" },
    );
    const { res, text } = await download(h.admin.token, `${h.org.id}/purchases.csv?${Q1}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("compras-2026-01-01-2026-03-31.csv");
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Fecha;Proveedor;CUIT;Tipo;Número;Categorías;Neto 0%;Neto 10,5%;IVA 10,5%;Neto 21%;IVA 21%;Neto;IVA;Total;Vencimiento;Pagada;Fecha de pago;Notas",
    );
    const rows = lines.slice(1);
    expect(rows.map((r) => r.slice(0, 10))).toEqual(["15/01/2026", "02/02/2026", "31/03/2026"]);
    expect(rows[0]).toContain(";Proveedor Test;20-12345678-6;A;");
    // $3.333,30 at 21 % is $699,993: IVA rounds per line to the cent.
    expect(rows[0]).toContain(
      ";alimento, sanidad;0,00;150000,00;15750,00;3333,30;699,99;153333,30;16449,99;169783,29;;No;;",
    );
    expect(rows[1]).toContain(`;"'@Proveedor; ""raro""";`);
    expect(rows[1]!.endsWith(";'-2+3")).toBe(true);
  });

  it("refuses plain users, outsiders, strangers and bad ranges", async () => {
    const team = await makeTeam();
    for (const file of ["invoices.csv", "purchases.csv"]) {
      for (const who of [team.user, team.outsider]) {
        const { res, text } = await download(who.token, `${team.org.id}/${file}`);
        expect(res.status).toBe(403);
        expect(text).not.toContain("Fecha;");
      }
      expect((await download("", `${team.org.id}/${file}`)).res.status).toBe(401);
      for (const q of ["from=2026-02-31", "from=2026-03-01&to=2026-01-01", "from=2019-01-01&to=2026-01-01"]) {
        const res = await api(`/finance/${team.org.id}/${file}?${q}`, { token: team.owner.token });
        expect(res.status, q).toBe(400);
      }
      const empty = await download(team.owner.token, `${team.org.id}/${file}`);
      expect(empty.res.status).toBe(200);
      expect(empty.text.trimEnd().split("\r\n")).toHaveLength(1);
    }
  });
});
