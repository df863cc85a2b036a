import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { App } from "../../web/src/app/app";

it("renders the app", () => {
  render(<App />);
  expect(screen.getByRole("heading", { name: "Tropero" })).toBeInTheDocument();
});
