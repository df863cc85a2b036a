// /api/file (docs/money.md): invoice files sniffed from their first bytes, at most 10 MB, stored in R2 under
// the organization and served back to its owners and admins only. Refusals store nothing.
import { describe, expect, it } from "vitest";
import { FILE_MAX_BYTES } from "../../worker/shared/money-values";
import { api, makeTeam } from "./fixtures";
import {
  createPurchase,
  deletePurchase,
  download,
  JPEG,
  PNG,
  purchaseBody,
  samplePdf,
  storedFiles,
  upload,
} from "./purchase-helpers";

describe("invoice files", () => {
  it("a PDF is stored under the organization and streamed back with its type, name and nosniff", async () => {
    const { owner, admin, org } = await makeTeam();
    const pdf = samplePdf();
    const res = await upload(admin.token, org.id, pdf, { name: "Factura año 2026.pdf", type: "text/plain" });
    expect(res.status).toBe(201);
    expect(res.body.file).toMatchObject({ name: "Factura año 2026.pdf", type: "application/pdf", size: pdf.length });
    const stored = await storedFiles(org.id);
    expect(stored.rows).toHaveLength(1);
    expect(stored.objects).toEqual([stored.rows[0]!.key]);
    expect(stored.rows[0]!.key.startsWith(`files/${org.id}/`)).toBe(true);

    const got = await download(owner.token, org.id, res.body.file.id);
    expect(got.status).toBe(200);
    expect(got.bytes).toEqual(pdf);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(got.headers.get("content-disposition")).toBe(
      `inline; filename="Factura ano 2026.pdf"; filename*=UTF-8''Factura%20a%C3%B1o%202026.pdf`,
    );
  });

  it("PNG and JPEG are accepted by their bytes whatever their name", async () => {
    const { owner, org } = await makeTeam();
    const png = await upload(owner.token, org.id, PNG, { name: "foto.pdf", type: "application/pdf" });
    expect(png.status).toBe(201);
    expect(png.body.file.type).toBe("image/png");
    expect(png.body.extracted).toMatchObject({ source: "none", supplier_cuit: null });
    expect(png.body.extracted.message).toContain("Las imágenes no se leen automáticamente");
    const jpeg = await upload(owner.token, org.id, JPEG, { name: "../../etc/passwd", type: "image/png" });
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.file).toMatchObject({ type: "image/jpeg", name: "passwd" });
    const got = await download(owner.token, org.id, jpeg.body.file.id);
    expect(got.headers.get("content-type")).toBe("image/jpeg");
  });

  it("a file that claims to be a PDF but is not is a Spanish 400 and nothing is stored", async () => {
    const { owner, org } = await makeTeam();
    for (const bytes of [
      new TextEncoder().encode("<html><script>alert(1)</script></html>"),
      new TextEncoder().encode("%PD"),
      new Uint8Array(0),
    ]) {
      const res = await upload(owner.token, org.id, bytes, { name: "factura.pdf", type: "application/pdf" });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/PDF, JPG o PNG|Elegí un archivo/);
    }
    const noForm = await api(`/file/${org.id}`, { method: "POST", token: owner.token, body: { file: "x" } });
    expect(noForm.status).toBe(400);
    expect(await storedFiles(org.id)).toEqual({ rows: [], objects: [] });
  });

  it("over 10 MB is a 413 with nothing stored, by Content-Length and by the real size", async () => {
    const { owner, org } = await makeTeam();
    const big = new Uint8Array(FILE_MAX_BYTES + 1);
    big.set(samplePdf().subarray(0, 8));
    const res = await upload(owner.token, org.id, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toContain("10 MB");
    const declared = await upload(owner.token, org.id, PNG, {
      headers: { "Content-Length": String(50 * 1024 * 1024) },
    });
    expect([413, 400]).toContain(declared.status);
    expect(await storedFiles(org.id)).toEqual({ rows: [], objects: [] });
  });

  it("plain users and outsiders can neither upload nor read; another organization's id is a 404", async () => {
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    expect((await upload(user.token, org.id, PNG)).status).toBe(403);
    expect((await upload(outsider.token, org.id, PNG)).status).toBe(403);
    expect((await upload(undefined, org.id, PNG)).status).toBe(401);
    expect(await storedFiles(org.id)).toEqual({ rows: [], objects: [] });

    const mine = await upload(owner.token, org.id, samplePdf());
    const id = mine.body.file.id;
    expect((await download(user.token, org.id, id)).status).toBe(403);
    expect((await download(outsider.token, org.id, id)).status).toBe(403);
    expect((await download(undefined, org.id, id)).status).toBe(401);
    // The outsider through their own organization: the id is not theirs.
    expect((await download(outsider.token, otherOrg.id, id)).status).toBe(404);
    expect((await download(owner.token, org.id, id + 1000)).status).toBe(404);
  });

  it("reads CUIT, date, type, number and total from a text PDF", async () => {
    const { owner, org } = await makeTeam();
    const res = await upload(owner.token, org.id, samplePdf());
    expect(res.body.extracted).toEqual({
      source: "pdf-text",
      message: null,
      supplier_cuit: "30712345671",
      date: "2026-10-14",
      invoice_type: "A",
      invoice_number: "0003-00012345",
      total: 89542.42,
    });
  });

  it("an unused file can be deleted (row and object); one a live purchase names cannot (409)", async () => {
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    const id = (await upload(owner.token, org.id, samplePdf())).body.file.id;
    const del = (token: string, orgId: number) => api(`/file/${orgId}/${id}`, { method: "DELETE", token });
    expect((await del(user.token, org.id)).status).toBe(403);
    expect((await del(outsider.token, org.id)).status).toBe(403);
    expect((await del(outsider.token, otherOrg.id)).status).toBe(404);
    const purchase = await createPurchase(owner.token, org.id, purchaseBody({ file_id: id }));
    const used = await del(owner.token, org.id);
    expect(used.status).toBe(409);
    expect(used.body.message).toContain("eliminá la compra primero");
    expect((await storedFiles(org.id)).rows).toHaveLength(1);
    await deletePurchase(owner.token, org.id, purchase.body.purchase.id);
    expect((await del(owner.token, org.id)).status).toBe(200);
    expect(await storedFiles(org.id)).toEqual({ rows: [], objects: [] });
    expect((await del(owner.token, org.id)).status).toBe(404);
  });
});
