// The service worker's update prompt: "Nueva versión disponible" stays until "Actualizar" is pressed,
// which activates the waiting version (and reloads, through vite-plugin-pwa's updateSW(true)).
import { act, fireEvent, render, screen } from "@testing-library/react";
import { AppToaster } from "../../web/src/components/toaster/app-toaster";
import { describe, expect, it, vi } from "vitest";
import { showUpdatePrompt } from "../../web/src/lib/pwa/update-prompt";

describe("update prompt", () => {
  it("shows the new version toast and activates it on Actualizar", async () => {
    render(<AppToaster />);
    const update = vi.fn(() => Promise.resolve());
    act(() => showUpdatePrompt(update));
    expect(await screen.findByText("Nueva versión disponible")).toBeVisible();
    // A plain click: sonner captures the pointer on pointerdown, which jsdom lacks.
    fireEvent.click(screen.getByRole("button", { name: "Actualizar" }));
    expect(update).toHaveBeenCalledTimes(1);
  });
});
