/**
 * Where a member page's start-up spends the phone's CPU: the built server, a member logged in as in
 * bench:lighthouse, then the page opened cold (empty HTTP cache, no service worker) with the CPU
 * slowed 4x as Lighthouse's mobile preset does, under the DevTools sampling profiler. Prints when
 * each request ran and the page's content was drawn, the long tasks, a timeline of what ran in each
 * 100 ms, and the self time by script, by original module (the build's source maps) and by function.
 * Where bench:lighthouse says how late a member page is, this says what the phone was doing meanwhile.
 *
 *   npm run build && npm run bench:startup [-- /inbox] [--cpu 1] [--guest]
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { chromium, type BrowserContext } from 'playwright-core';
import { issueWorkshopKey, startServer, stopServer } from '../../src/e2e/server';
import { addCarWithService, newMember, newPlate, registerThroughApp, verifyByWorkshop } from '../../src/e2e/members';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number }

async function makeMember(context: BrowserContext, workshopKey: string): Promise<void> {
  const page = await context.newPage();
  await registerThroughApp(page, newMember());
  const { transactionCode } = await addCarWithService(context, newPlate());
  await verifyByWorkshop(context.request, transactionCode, workshopKey);
  await page.goto('/loyalty');
  await page.getByRole('list', { name: /^1 of 3 bottles collected\./ }).first().waitFor();
  await page.close();
}

/** The build's source maps, by script path (/js/x.js), to name the original module a sample ran in. */
const maps = new Map<string, SourceMapConsumer | null>();
async function mapFor(url: string): Promise<SourceMapConsumer | null> {
  if (!maps.has(url)) {
    const file = path.join('dist', `${url}.map`);
    maps.set(url, fs.existsSync(file) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(url)!;
}

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: { frame?: string; url?: string; functionName?: string } } }
/** One task of the page's main thread, from Chromium's trace: when (µs, the profile's clock), how long, and what ran. */
interface MainThreadTask { start: number; ms: number; kinds: string; modules: Map<string, number>; functions: Map<string, number> }

/**
 * The main thread's tasks as long as Lighthouse counts as blocking (50 ms on the simulated phone, slowed 4x:
  * 50 x slowdown / 4 ms here), from a trace taken beside the profile.
 */
function longTasksOf(trace: { traceEvents: TraceEvent[] }, slowdown: number): { tasks: MainThreadTask[]; styleMs: number; layoutMs: number } {
  const events = trace.traceEvents;
  // The page's renderer: the one that ran its scripts (another renderer held the blank page before it).
  const scripts = (e: TraceEvent) => events.filter((f) => f.pid === e.pid && f.tid === e.tid && f.name === 'EvaluateScript').length;
  const main = events
    .filter((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain')
    .sort((a, b) => scripts(b) - scripts(a))[0];
  if (!main) return { tasks: [], styleMs: 0, layoutMs: 0 };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const total = (name: string) => onMain.filter((e) => e.name === name).reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= (50_000 * slowdown) / 4)
    .map((task) => {
      const end = task.ts + task.dur!;
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) >= 2_000);
      const kinds = inside
        .filter((e) => ['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'EventDispatch', 'v8.compile', 'XHRReadyStateChange', 'ResourceReceivedData'].includes(e.name))
        .slice(0, 4)
        .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^https?:\/\/[^/]+/, '')}` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`)
        .join(', ');
      return { start: task.ts, ms: task.dur! / 1000, kinds, modules: new Map(), functions: new Map() };
    });
  return { tasks, styleMs: total('UpdateLayoutTree'), layoutMs: total('Layout') };
}

async function selfTimes(profile: Profile, tasks: MainThreadTask[]): Promise<{ byUrl: Map<string, number>; byModule: Map<string, number>; byFunction: Map<string, number>; timeline: Map<number, Map<string, number>> }> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byUrl = new Map<string, number>();
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const timeline = new Map<number, Map<string, number>>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  let at = 0;
  for (const [i, id] of profile.samples.entries()) {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    const frame = nodes.get(id)!.callFrame;
    const url = frame.url.replace(/^https?:\/\/[^/]+/, '') || `(${frame.functionName || 'program'})`;
    add(byUrl, url, ms);
    const map = frame.url ? await mapFor(url) : null;
    const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = original?.source ? original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '') : url;
    add(byModule, source.replace(/node_modules\/((@[^/]+\/)?[^/]+).*/, 'node_modules/$1'), ms);
    add(byFunction, `${frame.functionName || '(anonymous)'} ${source}:${original?.line ?? frame.lineNumber + 1}`, ms);
    if (!url.startsWith('((idle')) {
      const window = Math.floor(at / 100) * 100;
      const moduleName = source.replace(/node_modules\/((@[^/]+\/)?[^/]+).*/, '$1').replace(/^src\/client\//, '');
      if (!timeline.has(window)) timeline.set(window, new Map());
      add(timeline.get(window)!, moduleName, ms);
      const clock = profile.startTime + at * 1000;
      const task = tasks.find((t) => clock >= t.start && clock < t.start + t.ms * 1000);
      if (task) {
        add(task.modules, moduleName, ms);
        add(task.functions, `${frame.functionName || '(anonymous)'} ${source.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')}:${original?.line ?? frame.lineNumber + 1}`, ms);
      }
    }
  }
  return { byUrl, byModule, byFunction, timeline };
}

const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n');

async function main(): Promise<void> {
  const pagePath = process.argv.slice(2).find((a) => a.startsWith('/')) ?? '/loyalty';
  // `--cpu 1`: the CPU at full speed, as in the trace Lighthouse's simulation starts from (it then
  // counts a task of 12.5 ms as 50 on its phone).
  const cpuAt = process.argv.indexOf('--cpu');
  const slowdown = cpuAt > 0 ? Number(process.argv[cpuAt + 1]) : 4;
  const server = await startServer({}, { careline: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 }, locale: 'en-MY', serviceWorkers: 'block' });
    // `--guest`: the page as a visitor who is not signed in sees it.
    if (!process.argv.includes('--guest')) await makeMember(context, await issueWorkshopKey(server));
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: string[] };
      w.longTasks = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) w.longTasks.push(`${e.startTime.toFixed(0)}+${e.duration.toFixed(0)}`); }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await cdp.send('Profiler.start');
    await page.goto(pagePath, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const traceText = (await browser.stopTracing()).toString();
    if (process.env.TRACE_FILE) fs.writeFileSync(process.env.TRACE_FILE, traceText);
    const { tasks, styleMs, layoutMs } = longTasksOf(JSON.parse(traceText), slowdown);
    const timing = await page.evaluate(() => ({
      paints: performance.getEntriesByType('paint').map((e) => `${e.name} ${e.startTime.toFixed(0)}`),
      lcp: (performance as unknown as { lcp?: number }).lcp,
      requests: performance.getEntriesByType('resource').map((e) => { const r = e as PerformanceResourceTiming; return `${r.startTime.toFixed(0).padStart(5)}..${r.responseEnd.toFixed(0).padStart(5)} ${r.name.replace(/^https?:\/\/[^/]+/, '')}`; }),
      longTasks: (window as unknown as { longTasks: string[] }).longTasks,
      marks: performance.getEntriesByType('mark').map((e) => `${e.name} ${e.startTime.toFixed(0)}`),
    }));
    const lcp = await page.evaluate(() => new Promise<string>((resolve) => {
      new PerformanceObserver((list) => { const e = list.getEntries().at(-1) as PerformanceEntry & { element?: Element; size?: number }; resolve(`${e.startTime.toFixed(0)} ms ${e.element?.tagName} ${e.size} ${(e.element?.textContent ?? '').slice(0, 60)}`); }).observe({ type: 'largest-contentful-paint', buffered: true });
    }));
    const { byUrl, byModule, byFunction, timeline } = await selfTimes(profile, tasks);
    const longTasks = tasks.map((task) => {
      const tops = [...task.modules].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([m, v]) => `${m} ${v.toFixed(0)}`).join(', ');
      const functions = [...task.functions].filter(([f]) => !f.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([f, v]) => `${f} ${v.toFixed(0)}`).join(', ');
      return `${((task.start - profile.startTime) / 1000).toFixed(0).padStart(5)} ms +${task.ms.toFixed(0).padStart(4)}: ${tops}\n          ${task.kinds}\n          ${functions}`;
    });
    const windows = [...timeline].sort((a, b) => a[0] - b[0]).map(([start, modules]) => {
      const busy = [...modules.values()].reduce((a, b) => a + b, 0);
      const tops = [...modules].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([m, v]) => `${m} ${v.toFixed(0)}`).join(', ');
      return `${String(start).padStart(5)} ms: busy ${busy.toFixed(0).padStart(3)}  ${tops}`;
    });
    console.log(`${pagePath} with the CPU ${slowdown}x slower\nLCP ${lcp}\n${timing.paints.join('\n')}\n${timing.marks.join('\n')}\nLong tasks: ${timing.longTasks.join(' ')}\n\nRequests:\n${timing.requests.join('\n')}`);
    console.log(`\nStyle ${styleMs.toFixed(0)} ms, layout ${layoutMs.toFixed(0)} ms in all (the trace's UpdateLayoutTree and Layout)`);
    console.log(`\nThe main thread's tasks of ${((50 * slowdown) / 4).toFixed(1)} ms or more (from the profile's start; what ran in them, and the trace's events):\n${longTasks.join('\n')}`);
    console.log(`\nTimeline (from the profile's start, 100 ms windows, busy self time):\n${windows.join('\n')}`);
    console.log(`\nSelf time by script:\n${top(byUrl, 15)}\n\nBy module (source maps):\n${top(byModule, 30)}\n\nBy function:\n${top(byFunction, 40)}`);
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
