import { test } from '@playwright/test';
import { barSeconds, demoTrack, openTrack, setPracticeTempo } from './support/backing-tracks.ts';

// The figures of the practice audio engine (issue 31, docs/decisions/0313-audio-engine.md), printed, not asserted:
// highlight lag at 25/50/100 %, start to playing, CPU and memory of the page while a track plays at 50 % and -3
// semitones. A benchmark, not a test: `npm run bench:audio` runs it (playwright.config.ts takes *.figures.ts files
// only then), never `npm test`.

test.describe('practice audio figures', () => {
  test('figures', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const track = demoTrack('rhythm-in-bb'); // 200 BPM: 1.2 s bars, 79 s
    const rss = async () => {
      const cdp = await browser.newBrowserCDPSession();
      const info = (await cdp.send('SystemInfo.getProcessInfo')) as unknown as {
        processInfo: { type: string; id: number }[];
      };
      const { readFileSync } = await import('node:fs');
      return info.processInfo
        .filter((p) => p.type === 'renderer')
        .map((p) => {
          try {
            const status = readFileSync(`/proc/${p.id}/status`, 'utf8');
            return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
          } catch {
            return null;
          }
        });
    };
    await page.goto('/backing-tracks');
    const baseline = await rss();
    await openTrack(page, track);
    const media = `(document.querySelector('[data-player-media]')).playerMedia`;
    const figures: Record<string, unknown> = {};
    for (const percent of [100, 50, 25]) {
      await page.evaluate(`${media}.currentTime = 0`);
      await setPracticeTempo(page, percent);
      await page.evaluate(`(() => {
        const m = ${media};
        const grid = document.querySelector('[role="group"][aria-label="Chord chart"]');
        window.__lag = [];
        new MutationObserver(() => {
          const el = grid.querySelector('[data-current="true"]');
          if (el) window.__lag.push({ bar: Number(el.dataset.barIndex), time: m.currentTime });
        }).observe(grid, { attributes: true, subtree: true, attributeFilter: ['data-current'] });
      })()`);
      const clicked = Date.now();
      await page.getByRole('button', { name: 'Play' }).click();
      const startMs = await page.evaluate(`new Promise((resolve) => {
        const m = ${media}; const t0 = performance.now();
        const check = () => (m.currentTime > 0.02 ? resolve(performance.now() - t0) : requestAnimationFrame(check));
        check();
      })`);
      figures[`clickToPlaying${percent}Ms`] = {
        inPage: Math.round(startMs as number),
        wall: Date.now() - clicked,
      };
      await page.waitForTimeout(percent === 25 ? 24_000 : percent === 50 ? 12_000 : 8_000);
      await page.getByRole('button', { name: 'Pause' }).click();
      const changes = (await page.evaluate('window.__lag')) as { bar: number; time: number }[];
      const bar = barSeconds(track);
      const lags = changes
        .slice(1)
        .map((c) => ((c.time - (track.starttime + c.bar * bar - 0.3)) / (percent / 100)) * 1000)
        .sort((a, b) => a - b);
      figures[`lag${percent}`] = {
        n: lags.length,
        medianMs: lags[Math.floor(lags.length / 2)],
        maxMs: lags.at(-1),
      };
    }
    // CPU and memory of the renderer while playing at 50 % and -3 semitones.
    await setPracticeTempo(page, 50);
    const key = page.getByRole('slider', { name: 'Key' });
    await key.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'Play' }).click();
    const cdp = await browser.newBrowserCDPSession();
    type Info = { processInfo: { type: string; id: number; cpuTime: number }[] };
    const before = (await cdp.send('SystemInfo.getProcessInfo')) as unknown as Info;
    await page.waitForTimeout(10_000);
    const after = (await cdp.send('SystemInfo.getProcessInfo')) as unknown as Info;
    const cpu = after.processInfo.map((p) => {
      const was = before.processInfo.find((b) => b.id === p.id)?.cpuTime ?? 0;
      return { type: p.type, id: p.id, percentOfCore: Math.round(((p.cpuTime - was) / 10) * 100) };
    });
    figures['cpu'] = cpu;
    const { readFileSync } = await import('node:fs');
    figures['rssMb'] = cpu
      .filter((p) => p.type === 'renderer')
      .map((p) => {
        try {
          const status = readFileSync(`/proc/${p.id}/status`, 'utf8');
          return { id: p.id, rssMb: Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024) };
        } catch {
          return { id: p.id, rssMb: null };
        }
      });
    figures['jsHeapMb'] = await page.evaluate(() =>
      Math.round(
        (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize / 1e6,
      ),
    );
    figures['rendererRssBeforePlayerMb'] = baseline;
    console.log(`audio figures: ${JSON.stringify(figures)}`);
  });
});
