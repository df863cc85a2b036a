// Every invoice write tells the organization's room `money-changed` (no amounts: plain users are in the
// room too), and nothing reaches another organization's room.
import { describe, expect, it } from "vitest";
import { ok } from "./herd-helpers";
import { action, body, draft } from "./invoice-helpers";
import { api, makeTeam } from "./fixtures";
import { openSocket, waitFor } from "./live-helpers";

describe("invoice live messages", () => {
  it("broadcasts money-changed after create, edit, issue, paid, void and delete", async () => {
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    const { socket } = await openSocket(org.id, user.token);
    const { socket: other } = await openSocket(otherOrg.id, outsider.token);
    const inv = await draft(owner.token, org.id, body({ customer_name: "Cliente Oculto" }));
    await ok(api(`/invoice/${org.id}/${inv.id}`, { method: "PUT", token: owner.token, body: body() }));
    await ok(action(owner.token, org.id, inv.id, "issue"));
    await ok(action(owner.token, org.id, inv.id, "paid", { paid_at: "2026-07-01", payment_method: "cheque" }));
    await ok(action(owner.token, org.id, inv.id, "void", { reason: "x" }));
    const gone = await draft(owner.token, org.id);
    await ok(api(`/invoice/${org.id}/${gone.id}`, { method: "DELETE", token: owner.token }));
    const money = () => socket!.messages.filter((m) => m.action === "money-changed");
    await waitFor(() => money().length >= 7, 3_000, "seven money-changed messages");
    const msg = (id: number) => ({ action: "money-changed", kind: "invoice", id });
    expect(money()).toEqual([...Array(5).fill(msg(inv.id)), msg(gone.id), msg(gone.id)]);
    expect(JSON.stringify(socket!.messages)).not.toMatch(/Oculto|total/);
    expect(other!.messages.filter((m) => m.action === "money-changed")).toEqual([]);
    socket!.ws.close();
    other!.ws.close();
  });
});
