// Electronic invoicing against ARCA's stand-in (docs/arca.md, Tests): the Playwright run starts the stand-in
// first and the worker with its secrets. The demo ranch has point of sale 2 enabled for electronic invoicing,
// so a draft there goes to ARCA: issued, it carries the CAE ARCA granted, its due date and ARCA's QR on the
// printed page, and the stand-in saw exactly one CAE request. Configuración says the delegation works.
import { expect, test } from "@playwright/test";
import { callApi, ownerPage, PHONE } from "./herd-helpers";

test.use({ viewport: PHONE });

const standin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8788) + 100}`;

interface StandinCall {
  service: string;
  operation: string;
}

async function caeRequests(): Promise<number> {
  const res = await fetch(`${standin}/__calls`);
  const { calls } = (await res.json()) as { calls: StandinCall[] };
  return calls.filter((c) => c.operation === "FECAESolicitar").length;
}

test("an invoice at an electronic point of sale gets ARCA's CAE and QR on the printed page", async ({ browser }) => {
  const { context, page, token, orgId } = await ownerPage(browser);
  try {
    const { fiscal } = await callApi<{ fiscal: { cuit: string; points_of_sale: number[] } }>(
      page.request,
      token,
      "GET",
      `/organization/${orgId}/fiscal`,
    );
    const pointOfSale = fiscal.points_of_sale[0]!;

    // Configuración: ARCA answers for the ranch's CUIT (the stand-in accepts the delegation).
    await page.goto("/configuration");
    await page.getByRole("button", { name: "Probar conexión" }).click();
    await expect(page.getByText("ARCA autoriza a Tropero a facturar por tu CUIT")).toBeVisible();

    const { invoice } = await callApi<{ invoice: { id: number } }>(page.request, token, "POST", `/invoice/${orgId}`, {
      type: "A",
      point_of_sale: pointOfSale,
      date: new Date().toLocaleDateString("sv-SE", { timeZone: "America/Argentina/Buenos_Aires" }),
      customer_name: "Frigorífico Rioplatense SA",
      customer_doc_type: "cuit",
      customer_cuit: "30-50001091-2",
      customer_iva_condition: "responsable_inscripto",
      lines: [{ description: "Novillos", quantity: 4200, unit: "kg", unit_price: 2150, iva_rate: 10.5 }],
    });
    const before = await caeRequests();

    await page.goto(`/billing/${invoice.id}`);
    await page.getByRole("button", { name: "Emitir", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Emitir" }).click();
    await expect(page.getByText("Factura emitida")).toBeVisible();

    const doc = page.getByRole("article");
    const caeLine = doc.getByText(/CAE N° \d{14} — Vto\. CAE \d{2}\/\d{2}\/\d{4}/);
    await expect(caeLine).toBeVisible();
    const cae = (await caeLine.textContent())!.match(/CAE N° (\d{14})/)![1]!;
    await expect(doc.getByText("sin CAE", { exact: true })).toHaveCount(0);
    expect(await caeRequests()).toBe(before + 1);

    // The printed page: the shell is gone; the CAE and ARCA's QR (its payload names this invoice) remain.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".topbar")).toBeHidden();
    const qr = doc.getByRole("img", { name: "Código QR de ARCA" });
    await expect(qr).toBeVisible();
    await expect(caeLine).toBeVisible();
    const url = new URL((await qr.getAttribute("data-url"))!);
    const payload = JSON.parse(Buffer.from(url.searchParams.get("p")!, "base64").toString("utf8")) as Record<
      string,
      unknown
    >;
    expect(payload).toMatchObject({
      ver: 1,
      cuit: Number(fiscal.cuit),
      ptoVta: pointOfSale,
      tipoCmp: 1,
      tipoDocRec: 80,
      nroDocRec: 30500010912,
      tipoCodAut: "E",
      codAut: Number(cae),
    });
    await page.emulateMedia({ media: "screen" });

    const read = await callApi<{ invoice: { cae: string; cae_due_date: string; status: string } }>(
      page.request,
      token,
      "GET",
      `/invoice/${orgId}/${invoice.id}`,
    );
    expect(read.invoice).toMatchObject({ cae, status: "emitida" });
    expect(read.invoice.cae_due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  } finally {
    await context.close();
  }
});
