/**
 * Lighthouse on the built product, the way a member's phone meets it: the real server on a fresh data
 * folder behind an HTTPS front speaking HTTP/2 (the load balancer of production, httpsFront.ts), a
 * member with a car and a verified service, logged in through the real login screen; then
 * Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU) runs on each page three times,
 * and the medians are printed as a table (the one in the README) with the goals of issue 11 checked.
 *
 *   npm run build && npm run bench:lighthouse [-- --runs 3] [--only /loyalty,/inbox] [--save DIR] [--direct]
 *
 * `--save DIR` keeps each run's Lighthouse report (JSON, readable in the Lighthouse viewer).
 * `--direct` measures the node itself, over plain HTTP/1.1, with no front.
 *
 * Needs Chromium (CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium). The figures depend on
 * the machine: on a busy one, CPU-bound metrics (TBT above all) come out worse than on an idle one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { startHttpsFront, type HttpsFront } from './httpsFront';
import { freePort, issueWorkshopKey, startServer, type RunningServer } from '../../src/e2e/server';
import { addCarWithService, newMember, newPlate, registerThroughApp, solveCaptcha, verifyByWorkshop } from '../../src/e2e/members';

const GOALS = { performance: 95, lcpMs: 2000, cls: 0.02 };

interface PagePlan {
  path: string;
  as: 'guest' | 'member';
}

/** The pages of issue 11: a guest's first visit, then a logged-in member's pages. */
const PLAN: PagePlan[] = [
  { path: '/', as: 'guest' },
  { path: '/login', as: 'guest' },
  { path: '/workshops-locator', as: 'guest' },
  { path: '/', as: 'member' },
  { path: '/workshops-locator', as: 'member' },
  { path: '/loyalty', as: 'member' },
  { path: '/inbox', as: 'member' },
];

interface RunFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Registers a member through the app, adds a car with a service the workshop verifies, logs out and logs in on the login screen. */
async function makeMemberAndLogIn(context: BrowserContext, workshopKey: string): Promise<void> {
  const page = await context.newPage();
  const member = newMember();
  await registerThroughApp(page, member);
  const { transactionCode } = await addCarWithService(context, newPlate());
  await verifyByWorkshop(context.request, transactionCode, workshopKey);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'YES' }).click();
  await page.waitForURL('**/login');

  await page.getByLabel('Mobile Number').fill(member.national);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL('**/loyalty');
  await page.getByRole('list', { name: /^1 of 3 bottles collected\./ }).first().waitFor();
  await page.close();
}

type Lighthouse = (typeof import('lighthouse'))['default'];
type Report = NonNullable<Awaited<ReturnType<Lighthouse>>>['lhr'];

let lighthouse: Lighthouse;

/**
 * One Lighthouse run. The default storage reset empties the HTTP cache and service workers, never
 * cookies or localStorage: every run is a cold load, and the member stays logged in. A run whose
 * trace Chromium did not record (NO_NAVSTART and the like, on a busy machine) is run again, twice at most.
 */
async function measure(url: string, port: number): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const problem = lhr?.runtimeError?.message ?? 'no result';
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${problem}`);
    console.log(`  (run again: ${problem})`);
  }
}

async function main(): Promise<void> {
  const runs = Number(argument('runs') ?? 3);
  const only = argument('only')?.split(',');
  const saveDir = argument('save');
  const direct = process.argv.includes('--direct');
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
  const plan = PLAN.filter((entry) => !only || only.includes(entry.path));
  const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH`);
  lighthouse = (await import('lighthouse')).default;

  let server: RunningServer | null = null;
  let front: HttpsFront | null = null;
  let context: BrowserContext | null = null;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  try {
    server = await startServer({}, { careline: true });
    if (!direct) front = await startHttpsFront(server.baseUrl);
    const origin = front?.origin ?? server.baseUrl;
    const port = await freePort();
    // One browser profile for the whole run: the tab Lighthouse opens shares the member's cookies.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromePath,
      baseURL: origin,
      // The front's certificate is its own, made for this run.
      ignoreHTTPSErrors: !direct,
      viewport: { width: 390, height: 844 },
      locale: 'en-MY',
      timezoneId: 'Asia/Kuala_Lumpur',
      args: [...(direct ? [] : ['--ignore-certificate-errors']), '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--remote-debugging-port=${port}`],
    });
    const reached = direct ? 'the node directly, HTTP/1.1' : 'an HTTPS front speaking HTTP/2';
    console.log(`Server ${server.baseUrl}, reached through ${reached} at ${origin}, Chromium ${chromePath}, ${runs} run(s) a page, Lighthouse mobile preset (simulated throttling)\n`);

    const results: { entry: PagePlan; runs: RunFigures[] }[] = [];
    let loggedIn = false;
    for (const entry of plan) {
      if (entry.as === 'member' && !loggedIn) {
        // This run's server is its own: the careline issues workshop 8888's key for it.
        await makeMemberAndLogIn(context, await issueWorkshopKey(server));
        loggedIn = true;
      }
      const figures: RunFigures[] = [];
      for (let run = 1; run <= runs; run++) {
        const lhr = await measure(`${origin}${entry.path}`, port);
        if (new URL(lhr.finalDisplayedUrl).pathname !== entry.path) {
          throw new Error(`${entry.path} as a ${entry.as} ended on ${lhr.finalDisplayedUrl}: not the page meant`);
        }
        if (saveDir) {
          const name = `${entry.as}${entry.path === '/' ? '-home' : entry.path.replace(/\//g, '-')}-run${run}.json`;
          fs.writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const run_: RunFigures = {
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          siMs: audit('speed-index'),
        };
        figures.push(run_);
        console.log(
          `  ${entry.as.padEnd(6)} ${entry.path.padEnd(19)} run ${run}: performance ${run_.performance}, FCP ${(run_.fcpMs / 1000).toFixed(2)} s, ` +
            `LCP ${(run_.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(run_.tbtMs)} ms, CLS ${run_.cls.toFixed(3)}`,
        );
      }
      results.push({ entry, runs: figures });
    }

    const load = os.loadavg().map((value) => value.toFixed(1)).join(', ');
    console.log(`\nMachine load average (1, 5, 15 min): ${load} on ${os.cpus().length} cores`);
    console.log(`\nMedians of ${runs} run(s) (goals: performance >= ${GOALS.performance}, LCP <= ${GOALS.lcpMs / 1000} s, CLS <= ${GOALS.cls}):\n`);
    console.log('| page | as | performance | FCP | LCP | TBT | CLS | Speed Index | goals |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    let allMet = true;
    for (const { entry, runs: figures } of results) {
      const m = (key: keyof RunFigures) => median(figures.map((f) => f[key]));
      const met = m('performance') >= GOALS.performance && m('lcpMs') <= GOALS.lcpMs && m('cls') <= GOALS.cls;
      allMet &&= met;
      console.log(
        `| \`${entry.path}\` | ${entry.as} | ${m('performance')} | ${(m('fcpMs') / 1000).toFixed(2)} s | ${(m('lcpMs') / 1000).toFixed(2)} s | ` +
          `${Math.round(m('tbtMs'))} ms | ${m('cls').toFixed(3)} | ${(m('siMs') / 1000).toFixed(2)} s | ${met ? 'met' : 'NOT met'} |`,
      );
    }
    console.log(`\n${allMet ? 'Every page meets the goals.' : 'Some pages miss the goals.'}`);
  } finally {
    await context?.close();
    await front?.close();
    fs.rmSync(profile, { recursive: true, force: true });
    if (server) {
      server.process.kill('SIGTERM');
      await new Promise((resolve) => server!.process.once('exit', resolve));
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
