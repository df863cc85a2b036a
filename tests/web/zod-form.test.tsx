// The shared form pieces: useZodForm checks with the API's schema and shows each message under its
// field (label, aria-invalid, aria-describedby), maps the API's issues onto fields, and SelectField.
import * as z from "@shared/zod";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FormActions, FormError, SelectField } from "../../web/src/components/form-parts";
import { TextField } from "../../web/src/components/text-field";
import { ApiError } from "../../web/src/lib/api/api-error";
import { useZodForm } from "../../web/src/lib/use-zod-form";

const schema = z.object({ name: z.string().trim().min(1, "Este dato es obligatorio"), hectares: z.number().min(0) });
interface Raw {
  name: string;
  hectares: string;
  kind: string;
}

function Harness({ save }: { save: (data: { name: string; hectares: number }) => Promise<void> }) {
  const form = useZodForm<Raw, typeof schema>(
    schema,
    { name: "", hectares: "", kind: "" },
    { toInput: (v) => ({ name: v.name, hectares: v.hectares === "" ? 0 : Number(v.hectares.replace(",", ".")) }) },
  );
  const submit = form.handleSubmit(async (data) => {
    try {
      await save(data);
    } catch (e) {
      if (!form.applyApiIssues(e)) form.setServerError(e, "No se pudo guardar");
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Nombre" {...form.field("name")} />
      <TextField label="Hectáreas" {...form.field("hectares")} />
      <SelectField label="Tipo" {...form.selectField("kind")}>
        <option value="">Elegí</option>
      </SelectField>
      <FormError message={form.rootError} />
      <FormActions label="Guardar" busy={form.formState.isSubmitting} />
    </form>
  );
}

describe("useZodForm with TextField", () => {
  it("shows the schema's message under the field, wired for screen readers, and does not submit", async () => {
    const save = vi.fn(async () => {});
    render(<Harness save={save} />);
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    const input = screen.getByLabelText("Nombre");
    expect(await screen.findByText("Este dato es obligatorio")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Este dato es obligatorio");
    expect(save).not.toHaveBeenCalled();
  });

  it("submits the parsed values (decimal comma, trimmed) and disables the button while saving", async () => {
    let done: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    render(<Harness save={save} />);
    await userEvent.type(screen.getByLabelText("Nombre"), "  La Loma ");
    await userEvent.type(screen.getByLabelText("Hectáreas"), "12,5");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(save).toHaveBeenCalledWith({ name: "La Loma", hectares: 12.5 });
    expect(screen.getByRole("button", { name: "Guardando..." })).toBeDisabled();
    await act(async () => done());
    expect(screen.getByRole("button", { name: "Guardar" })).toBeEnabled();
  });

  it("puts the API's field issues under their fields, else the message on the form", async () => {
    const issue = new ApiError(400, { message: "Datos inválidos", issues: [{ path: "name", message: "Ya existe" }] });
    const save = vi
      .fn()
      .mockRejectedValueOnce(issue)
      .mockRejectedValueOnce(new ApiError(500, { message: "Caído" }));
    render(<Harness save={save} />);
    await userEvent.type(screen.getByLabelText("Nombre"), "La Loma");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Ya existe")).toBeInTheDocument();
    expect(screen.getByLabelText("Nombre")).toHaveAccessibleDescription("Ya existe");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Caído")).toBeInTheDocument();
  });
});

describe("SelectField", () => {
  it("labels its select and describes it by its error", () => {
    render(
      <SelectField label="Lote" error="Elegí un lote">
        <option value="">Sin lote</option>
      </SelectField>,
    );
    const select = screen.getByLabelText("Lote");
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Elegí un lote");
  });
});
