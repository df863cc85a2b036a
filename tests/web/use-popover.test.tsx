// The popover of the user menu and the bell: a press outside closes it, Escape closes it and gives the
// focus back to its button, a press inside keeps it open.
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { usePopover } from "../../web/src/lib/use-popover";

function Menu() {
  const { open, setOpen, rootRef, buttonRef } = usePopover();
  return (
    <div>
      <p>afuera</p>
      <div ref={rootRef}>
        <button ref={buttonRef} type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          Menú
        </button>
        {open ? <p>adentro</p> : null}
      </div>
    </div>
  );
}

describe("usePopover", () => {
  it("stays open on a press inside and closes on a press outside", async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole("button", { name: "Menú" }));
    fireEvent.pointerDown(screen.getByText("adentro"));
    expect(screen.getByText("adentro")).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText("afuera"));
    expect(screen.queryByText("adentro")).not.toBeInTheDocument();
  });

  it("closes with Escape and hands the focus back to its button", async () => {
    render(<Menu />);
    const button = screen.getByRole("button", { name: "Menú" });
    await userEvent.click(button);
    button.blur();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByText("adentro")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
