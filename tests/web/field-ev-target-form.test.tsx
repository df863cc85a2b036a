// The field form's target stocking rate (docs/map.md): checked with the API's own schema before anything is sent
// (zero, text or three decimals say why and send nothing), sent as a number (a comma is a decimal point), empty
// sent as null (the map then uses 1 EV/ha), the stored one shown to edit, and shown on the field's card.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EV_TARGET_MESSAGES } from "@shared/ev-target";
import type { FieldRow } from "../../web/src/data/fields";
import { FieldFormDialog } from "../../web/src/features/fields/field-form-dialog";
import { FieldCard } from "../../web/src/features/fields/field-card";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom, selectedOrganizationIdAtom, STORAGE_KEYS } from "../../web/src/lib/session";
import { fake, fakeFetch, routes, type FakeRequest } from "./fake-api";
import { tokenExpiringIn } from "./jwt-helpers";

const ORG = 7;
const LABEL = "Carga objetivo (EV/ha)";
let sent: FakeRequest[];

const stored: FieldRow = {
  id: 5,
  name: "El Ombú",
  hectares: 820,
  locality: "Rauch",
  renspa: null,
  boundary: null,
  computed_hectares: null,
  ev_target: 0.8,
  created_at: "",
  updated_at: "",
};

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Loma", role: "owner", members: [] }]);
  appStore.set(selectedOrganizationIdAtom, ORG);
  sent = [];
  const answer = (request: FakeRequest) => {
    sent.push(request);
    return { ok: true as const, field: { ...stored, ...(request.body as object) } };
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(
      fakeFetch([
        fake(routes.field[":org"]).post((request, reply) => reply(answer(request)), 201),
        fake(routes.field[":org"][":id"]).put((request, reply) => reply(answer(request))),
      ]),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

const renderForm = (field?: FieldRow, onClose = vi.fn()) =>
  render(
    <Provider store={appStore}>
      <FieldFormDialog orgId={ORG} field={field} onClose={onClose} />
    </Provider>,
  );

const targetsSent = () => sent.map((r) => (r.body as { ev_target?: unknown }).ev_target);

describe("the field form's target stocking rate", () => {
  it.each([
    ["0", EV_TARGET_MESSAGES.positive],
    ["-1", EV_TARGET_MESSAGES.positive],
    ["mucho", EV_TARGET_MESSAGES.number],
    ["0,805", EV_TARGET_MESSAGES.decimals],
    ["25", EV_TARGET_MESSAGES.max],
  ])("refuses %s with the API's reason, and sends nothing", async (typed, message) => {
    renderForm();
    await userEvent.type(screen.getByLabelText("Nombre del campo"), "La Esperanza");
    await userEvent.type(screen.getByLabelText(LABEL), typed);
    await userEvent.click(screen.getByRole("button", { name: "Crear campo" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(LABEL)).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });

  it("sends it as a number, a comma read as the decimal point, and says what empty means", async () => {
    const onClose = vi.fn();
    renderForm(undefined, onClose);
    expect(screen.getByText("Dejalo vacío para usar 1 EV/ha")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Nombre del campo"), "La Esperanza");
    await userEvent.type(screen.getByLabelText(LABEL), "0,75");
    await userEvent.click(screen.getByRole("button", { name: "Crear campo" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(targetsSent()).toEqual([0.75]);
  });

  it("shows the stored one to edit, and emptied sends null", async () => {
    const onClose = vi.fn();
    renderForm(stored, onClose);
    expect(screen.getByLabelText(LABEL)).toHaveValue("0,8");
    await userEvent.clear(screen.getByLabelText(LABEL));
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(targetsSent()).toEqual([null]);
  });

  it("is shown on the field's card when set", () => {
    const { rerender } = render(
      <MemoryRouter>
        <FieldCard name="El Ombú" hectares={820} evTarget={0.8} lots={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText("Carga objetivo").nextSibling).toHaveTextContent("0,80 EV/ha");
    rerender(
      <MemoryRouter>
        <FieldCard name="El Ombú" hectares={820} evTarget={null} lots={[]} />
      </MemoryRouter>,
    );
    expect(screen.queryByText("Carga objetivo")).toBeNull();
  });
});
