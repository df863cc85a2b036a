// The phone input component: searchable picker, empty text, Argentina default, stored value.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PhoneInput } from "../../web/src/components/phone-input/phone-input";

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput label="Teléfono" value={value} onChange={setValue} />
      <output data-testid="stored">{value}</output>
    </>
  );
}

describe("PhoneInput", () => {
  it("defaults to Argentina and stores the 9 after +54 while showing the number without it", async () => {
    render(<Harness />);
    expect(screen.getByRole("button", { name: "País: Argentina, AR +54" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Teléfono"), "1123456789");
    expect(screen.getByTestId("stored")).toHaveTextContent("+5491123456789");
    expect(screen.getByLabelText("Teléfono")).toHaveValue("1123456789");
  });

  it("shows a stored Argentine number without the 9", () => {
    render(<Harness initial="+5493514567890" />);
    expect(screen.getByLabelText("Teléfono")).toHaveValue("3514567890");
  });

  it("searches countries by name or dial code and says when none match", async () => {
    render(<Harness initial="+5491123456789" />);
    await userEvent.click(screen.getByRole("button", { name: /País/ }));
    const search = screen.getByRole("combobox", { name: "Buscar país o código" });
    expect(screen.getAllByRole("option")).toHaveLength(27);
    await userEvent.type(search, "+598");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["UYUruguay+598"]);
    await userEvent.clear(search);
    await userEvent.type(search, "xyz");
    expect(screen.getByText("No se encontraron países")).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, "canad");
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "País: Canadá, CA +1" })).toBeInTheDocument();
    expect(screen.getByTestId("stored")).toHaveTextContent("+11123456789");
  });
});
