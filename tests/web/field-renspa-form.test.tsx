// The field form's RENSPA (docs/herd.md): checked with the API's own schema before anything is sent (a wrong
// format says how SENASA prints it and sends nothing), sent as typed when right, and shown on the field's card.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RENSPA_MESSAGE } from "@shared/renspa";
import { FieldFormDialog } from "../../web/src/features/fields/field-form-dialog";
import { FieldCard } from "../../web/src/features/fields/field-card";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom, selectedOrganizationIdAtom, STORAGE_KEYS } from "../../web/src/lib/session";
import { fake, fakeFetch, routes, type FakeRequest } from "./fake-api";
import { tokenExpiringIn } from "./jwt-helpers";

const ORG = 7;
let posts: FakeRequest[];

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Loma", role: "owner", members: [] }]);
  appStore.set(selectedOrganizationIdAtom, ORG);
  posts = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(
      fakeFetch([
        fake(routes.field[":org"]).post((request, reply) => {
          posts.push(request);
          const body = request.body as { name: string; renspa?: string | null };
          return reply({ ok: true, field: { id: 5, name: body.name, hectares: 0, renspa: body.renspa ?? null } });
        }, 201),
      ]),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

const renderForm = (onClose = vi.fn()) =>
  render(
    <Provider store={appStore}>
      <FieldFormDialog orgId={ORG} onClose={onClose} />
    </Provider>,
  );

describe("the field form's RENSPA", () => {
  it("refuses a number not written as SENASA prints it, and sends nothing", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText("Nombre del campo"), "La Esperanza");
    await userEvent.type(screen.getByLabelText("RENSPA"), "06077000412");
    await userEvent.click(screen.getByRole("button", { name: "Crear campo" }));
    expect(await screen.findByText(RENSPA_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText("RENSPA")).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  it("sends it as typed and closes", async () => {
    const onClose = vi.fn();
    renderForm(onClose);
    expect(screen.getByText("Como lo imprime SENASA: 00.000.0.00000/00")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Nombre del campo"), "La Esperanza");
    await userEvent.type(screen.getByLabelText("RENSPA"), "06.077.0.00412/00");
    await userEvent.click(screen.getByRole("button", { name: "Crear campo" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts.map((p) => (p.body as { renspa?: string }).renspa)).toEqual(["06.077.0.00412/00"]);
  });

  it("is shown on the field's card", () => {
    render(
      <MemoryRouter>
        <FieldCard name="La Esperanza" hectares={1650} renspa="06.077.0.00412/00" lots={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText("RENSPA 06.077.0.00412/00")).toBeInTheDocument();
  });
});
