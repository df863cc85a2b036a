// `npm run bench:map`: the Mapa screen with 200 drawn lots on a phone (docs/map.md, docs/performance.md).
// Starts its own worker with the built SPA (`npm run build` first; port 8796, own persist dir), creates an
// organization with BENCH_MAP_LOTS lots (default 200) each with a 20-vertex boundary, then opens /mapa in
// Debian's Chromium at 390x844 with the processor slowed 4x and reports, over 3 cold loads, the time from
// the navigation until the lots list arrived and until every label is placed and painted.
import { runAppBench, signUp, storeSession } from "./app-bench";
import { call, percentile } from "./live-support";

const PORT = 8796;
const PERSIST = `.wrangler/bench-map-${PORT}`;
const LOTS = Number(process.env.BENCH_MAP_LOTS ?? 200);
const RUNS = 3;

/** A 20-vertex ring around [lon, lat], about 400 m across. */
function ring(lon: number, lat: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < 20; i++) {
    const a = (i / 20) * 2 * Math.PI;
    points.push([lon + 0.0022 * Math.cos(a), lat + 0.0018 * Math.sin(a)]);
  }
  return [...points, points[0]!];
}

if (!Number.isInteger(LOTS) || LOTS < 1 || LOTS > 2_000) throw new Error("BENCH_MAP_LOTS: 1 to 2000");
runAppBench(PORT, PERSIST, async (server, browser) => {
  const { base } = server;
  const account = await signUp(base, "bench-map");
  const { token } = account;
  const { organization } = await call<{ organization: { id: number } }>(base, "POST", "/organization", token, {
    name: "Campo Mapa",
  });
  const orgId = organization.id;
  for (let i = 0; i < LOTS; i++) {
    const { lot } = await call<{ lot: { id: number } }>(base, "POST", `/lot/create/${orgId}`, token, {
      name: `Potrero ${i + 1}`,
      hectares: 12,
    });
    const [col, row] = [i % 20, Math.floor(i / 20)];
    await call(base, "PUT", `/lot/${orgId}/${lot.id}/boundary`, token, {
      geometry: { type: "Polygon", coordinates: [ring(-59 + col * 0.005, -37 + row * 0.004)] },
    });
  }

  const lists: number[] = [];
  const drawn: number[] = [];
  const marked: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "es-AR" });
    const page = await context.newPage();
    await storeSession(page, base, account, orgId);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${base}/mapa`);
    await page
      .locator("button.map-label")
      .nth(LOTS - 1)
      .waitFor({ state: "attached", timeout: 120_000 });
    await page.waitForFunction(() => document.querySelector(".maplibregl-canvas") !== null);
    // Two frames after the last label: the map has painted its fills with them.
    const times = await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const lots = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((e) =>
        /\/api\/lot\/info\//.test(e.name),
      );
      return { list: lots ? lots.responseEnd : NaN, drawn: performance.now() };
    });
    // The page's own mark (map-canvas.tsx): the frame after the map's first idle, and the labels it had then.
    const mark = await page.evaluate(async () => {
      for (let i = 0; i < 600 && !performance.getEntriesByName("tropero:map-drawn").length; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const entry = performance.getEntriesByName("tropero:map-drawn")[0] as PerformanceMark | undefined;
      return entry ? { at: entry.startTime, labels: (entry.detail as { labels: number }).labels } : null;
    });
    if (!mark) throw new Error("The map never went idle");
    lists.push(times.list);
    drawn.push(times.drawn);
    // Labels placed after that idle: the map was drawn only once they were, so the later time counts.
    marked.push(mark.labels === LOTS ? mark.at : times.drawn);
    await context.close();
  }
  const med = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      50,
    ).toFixed(0);
  console.log(
    `bench:map: ${LOTS} lots at 390x844, CPU 4x, median of ${RUNS} cold loads: lots list in ${med(lists)} ms, ` +
      `map drawn (lots and every label, the page's own mark) at ${med(marked)} ms ` +
      `(runs: ${marked.map((x) => x.toFixed(0)).join(", ")}); the bench saw every label painted at ${med(drawn)} ms`,
  );
});
