// Structural log entries are dated with the organization's local day, like the records people enter,
// so an evening change in Argentina never shows as tomorrow nor sorts above today's records.
import { describe, expect, it } from "vitest";
import { DEFAULT_TIMEZONE } from "../../worker/shared/defaults";
import { makeTeam } from "./fixtures";
import { createLot, storedMovements } from "./herd-helpers";

describe("structural log entry dates", () => {
  it("a CREATE_LOT entry carries today's date in Buenos Aires, as a day", async () => {
    const { owner, org } = await makeTeam();
    await createLot(owner.token, org.id, "Potrero fechado");
    const entry = (await storedMovements(org.id)).find((m) => m.type === "CREATE_LOT");
    const localDay = new Intl.DateTimeFormat("en-CA", { timeZone: DEFAULT_TIMEZONE }).format(new Date());
    expect(entry?.date).toBe(`${localDay}T00:00:00.000Z`);
  });
});
