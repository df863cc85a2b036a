// The shared form dialog with a mutation: 'Cancelar' closes, the submit button reads 'Guardando...'
// (or the given busy label) and is disabled while busy, a failure shows the API's message or the
// fallback in the error line and the button comes back.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FormDialog } from "../../web/src/components/form-dialog";
import { useAppMutation } from "../../web/src/lib/query/query-client";

function Harness({
  action,
  busyLabel,
  onClose = () => {},
}: {
  action: () => Promise<unknown>;
  busyLabel?: string;
  onClose?: () => void;
}) {
  const save = useAppMutation({ mutationFn: action });
  return (
    <FormDialog
      title="Nuevo campo"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      submitLabel="Crear campo"
      busyLabel={busyLabel}
      write={save}
      failed="No se pudo guardar"
    >
      <input aria-label="Nombre" />
    </FormDialog>
  );
}

describe("FormDialog", () => {
  it("closes with Cancelar", async () => {
    const onClose = vi.fn();
    render(<Harness action={async () => {}} onClose={onClose} />);
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("reads 'Guardando...' and is disabled while saving, then shows the failure", async () => {
    let fail: (e: Error) => void = () => {};
    render(<Harness action={() => new Promise((_, reject) => (fail = reject))} />);
    await userEvent.click(screen.getByRole("button", { name: "Crear campo" }));
    expect(await screen.findByRole("button", { name: "Guardando..." })).toBeDisabled();
    await act(async () => fail(new Error("offline")));
    expect(await screen.findByRole("alert")).toHaveTextContent("No se pudo guardar");
    expect(screen.getByRole("button", { name: "Crear campo" })).toBeEnabled();
  });

  it("keeps a confirm label while busy when told", async () => {
    render(<Harness action={() => new Promise(() => {})} busyLabel="Confirmar" />);
    await userEvent.click(screen.getByRole("button", { name: "Crear campo" }));
    expect(await screen.findByRole("button", { name: "Confirmar" })).toBeDisabled();
  });
});
