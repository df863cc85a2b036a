// Two members of the demo organization in two browsers: what one records appears in the other's
// movement log within a second, without reloading; after the server restarts both reconnect and
// show a movement recorded while their sockets were down.
import { expect, test, type Browser } from "@playwright/test";
import { AppServer, freePort, logInAt, MEMBER, notReloaded, openLog, OWNER, recordPurchase } from "./live-helpers";

async function twoMembers(browser: Browser, base: string) {
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const member = await memberContext.newPage();
  await logInAt(owner, base, OWNER);
  await logInAt(member, base, MEMBER);
  await openLog(owner, base);
  await openLog(member, base);
  return { owner, member, close: () => Promise.all([ownerContext.close(), memberContext.close()]) };
}

test("a purchase recorded by one member appears in the other's log within 1 s, without reload", async ({
  browser,
  baseURL,
}) => {
  const { owner, member, close } = await twoMembers(browser, baseURL!);
  const detail = `Compra en vivo ${Date.now().toString(36)}`;
  await expect(member.getByText(detail)).toHaveCount(0);

  await recordPurchase(owner, detail);
  // From the moment the API answered the owner, the member has one second.
  await expect(member.getByText(detail)).toBeVisible({ timeout: 1_000 });
  await expect(member.getByText(detail)).toHaveCount(1);
  // The owner sees it once too (optimistic copy replaced, socket copy not duplicated).
  await expect(owner.getByText(detail)).toHaveCount(1);
  await expect(owner.locator(".mv-row-pending")).toHaveCount(0);

  expect(await notReloaded(member)).toBe(true);
  expect(await notReloaded(owner)).toBe(true);
  await close();
});

test.describe("server restart", () => {
  let server: AppServer;

  test.beforeAll(async () => {
    // Migrating, seeding and starting a second server may take the helper's own 120 s deadline.
    test.setTimeout(150_000);
    const port = await freePort();
    server = new AppServer(port, `.wrangler/e2e-live-restart-${port}`);
    await server.start(true);
  });

  test.afterAll(async () => {
    await server?.stop();
    server?.removeData();
  });

  test("both members reconnect and show a movement recorded while they were disconnected", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { owner, member, close } = await twoMembers(browser, server.base);
    const before = `Antes del corte ${Date.now().toString(36)}`;
    await recordPurchase(owner, before);
    await expect(member.getByText(before)).toBeVisible({ timeout: 1_000 });

    await server.stop();
    await server.start(false);

    // Recorded through the API right after the restart, while both browsers are still waiting
    // for their next reconnect attempt: no socket is there to receive its message.
    const token = await owner.evaluate(() => localStorage.getItem("token"));
    const orgId = Number(await owner.evaluate(() => localStorage.getItem("organizationSelect")));
    const rodeos = await request.get(`${server.base}/api/rodeo/${orgId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const rodeoId = ((await rodeos.json()) as { rodeos: { id: number }[] }).rodeos[0]!.id;
    const during = `Durante el corte ${Date.now().toString(36)}`;
    const recorded = await request.post(`${server.base}/api/movement/load-buy/${orgId}`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        date: new Date().toISOString().slice(0, 10),
        rodeo_id: rodeoId,
        detail: during,
        animals: [{ type: "Vaca", count: 2 }],
      },
    });
    expect(recorded.status()).toBe(201);

    // The reconnect's refetch brings it (backoff 2^n s + jitter: well within 40 s).
    await expect(member.getByText(during)).toBeVisible({ timeout: 40_000 });
    await expect(owner.getByText(during)).toBeVisible({ timeout: 40_000 });

    // And live messages flow again after the reconnect.
    const after = `Después del corte ${Date.now().toString(36)}`;
    await recordPurchase(member, after);
    await expect(owner.getByText(after)).toBeVisible({ timeout: 1_000 });

    expect(await notReloaded(member)).toBe(true);
    expect(await notReloaded(owner)).toBe(true);
    await close();
  });
});
