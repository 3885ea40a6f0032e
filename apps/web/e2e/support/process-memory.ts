import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';

type ProcessInfo = { type: string; id: number; cpuTime: number };

/** Chromium's processes as its SystemInfo domain lists them (type, pid, CPU seconds so far). */
export async function chromiumProcesses(browser: Browser): Promise<ProcessInfo[]> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const info = (await cdp.send('SystemInfo.getProcessInfo')) as unknown as { processInfo: ProcessInfo[] };
    return info.processInfo;
  } finally {
    await cdp.detach();
  }
}

function statusField(status: string, field: string): number {
  const match = new RegExp(`${field}:\\s+(\\d+)`).exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/**
 * Memory of each renderer process in MB: its resident set (VmRSS, shared pages of Chromium's binary included) and
 * its private footprint as Chromium counts it on Linux (anonymous resident memory plus swap: RssAnon + VmSwap, what
 * the task manager's "Memory footprint" shows).
 */
export async function rendererMemory(browser: Browser) {
  return (await chromiumProcesses(browser))
    .filter((p) => p.type === 'renderer')
    .map((p) => {
      try {
        const status = fs.readFileSync(`/proc/${p.id}/status`, 'utf8');
        const footprint = statusField(status, 'RssAnon') + statusField(status, 'VmSwap');
        return { pid: p.id, rssMb: statusField(status, 'VmRSS'), footprintMb: footprint };
      } catch {
        return { pid: p.id, rssMb: null, footprintMb: null };
      }
    })
    .sort((a, b) => (b.rssMb ?? 0) - (a.rssMb ?? 0));
}

/** The page's JavaScript heap in MB (Chromium's performance.memory: used and total, the page's own realm). */
export function jsHeap(page: Page) {
  return page.evaluate(() => {
    const memory = (performance as unknown as { memory: { usedJSHeapSize: number; totalJSHeapSize: number } })
      .memory;
    return {
      usedMb: Math.round(memory.usedJSHeapSize / 1e6),
      totalMb: Math.round(memory.totalJSHeapSize / 1e6),
    };
  });
}

/** Renderer memory and the page's heap together: one row of the memory figures. */
export async function memoryRow(browser: Browser, page: Page) {
  return { renderers: await rendererMemory(browser), jsHeap: await jsHeap(page) };
}

/** CPU of each Chromium process in % of one core over `ms` (under load: the machine runs other work too). */
export async function cpuOver(browser: Browser, page: Page, ms: number) {
  const before = await chromiumProcesses(browser);
  await page.waitForTimeout(ms);
  const after = await chromiumProcesses(browser);
  return after
    .map((p) => {
      const was = before.find((b) => b.id === p.id)?.cpuTime ?? 0;
      return { type: p.type, pid: p.id, percentOfCore: Math.round(((p.cpuTime - was) / (ms / 1000)) * 100) };
    })
    .filter((p) => p.percentOfCore > 0);
}

/** A full garbage collection in the page (CDP HeapProfiler): the memory then left is what the page keeps alive. */
export async function collectGarbage(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
  } finally {
    await cdp.detach();
  }
}
