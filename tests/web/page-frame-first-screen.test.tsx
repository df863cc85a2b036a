// The first screen is marked shown (app/first-screen-shown.ts) once a page's first data is here, not while
// its skeletons show: what waits for the mark must not compete with that data on a slow link.
import { render } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { firstScreenShownAtom } from "../../web/src/app/first-screen-shown";
import { PageFrame } from "../../web/src/components/page-frame";
import { appStore } from "../../web/src/lib/session/jotai-store";

/** A painted frame and the task after it: when the mark would have been made. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

it("a page whose first data is on its way marks the first screen only once that data is here", async () => {
  const { rerender } = render(<PageFrame title="Inicio" loading />);
  await afterPaint();
  await afterPaint();
  expect(appStore.get(firstScreenShownAtom)).toBe(false);
  rerender(<PageFrame title="Inicio" loading={false} />);
  await vi.waitFor(() => expect(appStore.get(firstScreenShownAtom)).toBe(true));
});
