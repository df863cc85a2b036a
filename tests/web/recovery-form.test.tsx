// The recovery page's three forms on the shared schemas: each step's message under its field, and
// the calls made with what the user typed.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as authApi from "../../web/src/data/api/auth-api";
import RecoveryPage from "../../web/src/features/auth/recovery-page";

vi.mock("../../web/src/data/api/auth-api", () => ({
  sendRecoveryCode: vi.fn(async () => ({ ok: true })),
  verifyRecoveryCode: vi.fn(async () => ({ ok: true })),
  resetPassword: vi.fn(async () => ({ ok: true })),
}));

const renderPage = () =>
  render(
    <MemoryRouter>
      <RecoveryPage />
    </MemoryRouter>,
  );
const button = (name: string) => screen.getByRole("button", { name });

describe("Recovery page", () => {
  beforeEach(() => vi.clearAllMocks());

  it("refuses a bad email under the field and sends nothing", async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText("Email"), "ana@campo");
    await userEvent.click(button("Enviar código"));
    expect(await screen.findByText("Ingresá un email válido")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Ingresá un email válido");
    expect(authApi.sendRecoveryCode).not.toHaveBeenCalled();
  });

  it("goes through the three steps, checking the code and the repeated password", async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText("Email"), " Ana@Campo.com ");
    await userEvent.click(button("Enviar código"));
    expect(authApi.sendRecoveryCode).toHaveBeenCalledWith("ana@campo.com");
    expect(await screen.findByText("Ingresá el código que enviamos a Ana@Campo.com.")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Código"), "12a3");
    expect(screen.getByLabelText("Código")).toHaveValue("123");
    await userEvent.click(button("Verificar código"));
    expect(await screen.findByText("Ingresá los 6 dígitos del código")).toBeInTheDocument();
    expect(authApi.verifyRecoveryCode).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText("Código"), "456");
    await userEvent.click(button("Verificar código"));
    expect(authApi.verifyRecoveryCode).toHaveBeenCalledWith("ana@campo.com", "123456");

    await userEvent.type(await screen.findByLabelText("Contraseña nueva"), "corta");
    await userEvent.click(button("Guardar contraseña"));
    const repeat = screen.getByLabelText("Repetir contraseña");
    expect(repeat).toHaveAccessibleDescription("La contraseña debe tener al menos 6 caracteres");
    await userEvent.type(screen.getByLabelText("Contraseña nueva"), "s");
    await userEvent.type(repeat, "otra");
    await userEvent.click(button("Guardar contraseña"));
    expect(await screen.findByText("Las contraseñas no coinciden")).toBeInTheDocument();
    expect(authApi.resetPassword).not.toHaveBeenCalled();
    await userEvent.clear(repeat);
    await userEvent.type(repeat, "cortas");
    await userEvent.click(button("Guardar contraseña"));
    expect(authApi.resetPassword).toHaveBeenCalledWith("ana@campo.com", "123456", "cortas");
  });
});
