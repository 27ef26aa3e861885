import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, PHONE } from './browser';
import { axeViolations } from './axe';
import { expectOwnScriptsOnly, recordCspViolations } from './csp';
import { addCarWithService, newMember, newPlate, registerThroughApp, solveCaptcha, verifyByWorkshop, watchConsole } from './members';

/** What a route must show: where the browser ends up, the page's h1, and a text of its own. */
interface Expected {
  path: string;
  lands?: string;
  heading: string | RegExp;
  text?: string | RegExp;
}

type Console = ReturnType<typeof watchConsole>;

/**
 * Opens a route as a fresh page load and checks it, and that its document came with a policy that
 * runs only our own scripts; a failure names the route, and so does any console error the page
 * logged on the way. A page that is not a redirect must pass axe-core with no violation (a page
 * reached by a redirect is checked where it is opened itself). Each walk also fails on any
 * Content-Security-Policy violation (csp.ts).
 */
async function expectRoute(page: Page, watch: Console, { path, lands = path.split('?')[0], heading, text }: Expected): Promise<void> {
  try {
    watch.take();
    expectOwnScriptsOnly(path, await page.goto(path));
    await page.waitForURL((url) => url.pathname === lands, { timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: heading, exact: typeof heading === 'string' }).waitFor({ timeout: 10_000 });
    if (text) await page.getByText(text, { exact: typeof text === 'string' }).first().waitFor({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    await expectTabNamed(page, lands);
  } catch (err) {
    throw new Error(`${path}: expected ${lands} with heading '${heading}'${text ? ` and '${text}'` : ''}, got ${page.url()}\n${(err as Error).message}`);
  }
  const errors = watch.take().filter((error) => !(path === '/logout' && isRevokedSessionRefusal(error)));
  if (errors.length) throw new Error(`${path}: console errors\n${errors.join('\n')}`);
  if (lands === path.split('?')[0]) axeFindings.push(...(await axeViolations(page, path)));
}

/** Each walk's axe violations, gathered so that one run names every page at fault. */
const axeFindings: string[] = [];

/**
 * Opening /logout starts the app, whose member loads may still be on the way when the logout ends
 * the session: the server then refuses them (and the refresh they try) with 401, which Chromium logs.
 * That is the session ending as it should, not a fault of the page.
 */
function isRevokedSessionRefusal(error: string): boolean {
  return /status of 401 \(Unauthorized\) \(https?:\/\/[^/]+\/api\//.test(error);
}

const APP_NAME = 'Quartz Loyalty Programme';

/**
 * The browser tab names the page ('Inbox · Quartz Loyalty Programme'); the home page is the app's
 * name. A prerendered guest page names it once the app has taken over the page: waited for.
 */
async function expectTabNamed(page: Page, lands: string): Promise<void> {
  const named = await page
    .waitForFunction(
      ({ home, app }) => (home ? document.title === app : document.title.endsWith(` · ${app}`) && document.title.length > app.length + 3),
      { home: lands === '/', app: APP_NAME },
      { timeout: 15_000 },
    )
    .then(() => true, () => false);
  if (!named) throw new Error(`the tab reads '${await page.title()}'`);
}

const login = { heading: 'Login', lands: '/login' };
const dashboard = { heading: 'My Vehicles', lands: '/loyalty' };

/** Spec section 2, 'Public': the same for guests and members. */
const publicPages: Expected[] = [
  { path: '/about-us', heading: 'About Us', text: 'Rewarding car owners who trust Quartz engine oils.' },
  { path: '/how-it-works', heading: 'How It Works', text: 'Earn a free bottle of engine oil every service cycle.' },
  { path: '/faq', heading: 'Frequently Asked Questions', text: 'Everything about earning your free bottle.' },
  { path: '/privacy-policy', heading: 'Privacy Policy', text: /Personal Data Protection Act 2010/ },
  { path: '/promotion', heading: 'Events & Promotions', text: 'The offers running now in the Quartz Loyalty Programme.' },
  { path: `/subscribe?email=route.${Date.now()}@example.my`, heading: 'You have been successfully unsubscribed.' },
  { path: '/contact-support', heading: 'Customer Support', text: 'We are here to help.' },
  { path: '/workshops-locator', heading: 'Workshop Locator', text: /^\d+ workshops?$/ },
  { path: '/buy3get1', heading: 'Buy 3 Get 1 Free', text: /^8 oils · / },
  { path: '/buy4get1', heading: 'Buy 4 Get 1 Free', text: /^7 oils · / },
];

/** Spec section 2, 'Member-only', as a guest: each goes to /login. */
const memberOnlyPaths = [
  '/register/survey',
  '/edit-profile',
  '/inbox',
  '/loyalty',
  '/loyalty/service-information',
  '/loyalty/add-service',
  '/loyalty/add-new-vehicle',
  '/refer-and-earn',
  '/campaign/mgm',
  '/campaign/mgm/success',
  '/campaign/cny?transaction_id=ABC1234567',
  '/logout',
];

const guestOnlyPages: Expected[] = [
  { path: '/login', heading: 'Login', text: 'Forgot password?' },
  { path: '/forgot-password', heading: 'Forgot Password' },
  { path: '/register', heading: 'Register', text: 'Full Name (as per NRIC)' },
];

describeInBrowser('every route for its access group', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(() => {
    axeFindings.length = 0;
  });
  afterAll(() => browser?.close());

  it('a guest sees each public page, its own home page and the 404 page', async () => {
    const { context, page } = await newContext(browser, PHONE);
    const violations = await recordCspViolations(context);
    const watch = watchConsole(page);
    await expectRoute(page, watch, { path: '/', heading: 'Buy 3 or 4 bottles. Get 1 free.', text: 'Welcome to the Quartz Loyalty Programme' });
    for (const route of publicPages) await expectRoute(page, watch, route);

    await expectRoute(page, watch, { path: '/no-such-page', heading: 'Oops! The page you were looking is not available...', text: 'ERROR 404' });
    await expectRoute(page, watch, { path: '/loyalty/no-such-car', heading: 'Oops! The page you were looking is not available...', text: 'ERROR 404' });
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(watch.take()).toEqual([]);
    expect(violations).toEqual([]);
    expect(axeFindings.join('\n')).toBe('');
    await context.close();
  }, 240_000);

  it('a guest is sent to /login from every member page, and guest pages need their passed state', async () => {
    const { context, page } = await newContext(browser, PHONE);
    const violations = await recordCspViolations(context);
    const watch = watchConsole(page);
    for (const path of memberOnlyPaths) await expectRoute(page, watch, { path, ...login });
    for (const route of guestOnlyPages) await expectRoute(page, watch, route);
    // Spec section 2, 'Pages that need passed state': a code page opened on its own goes back a step.
    await expectRoute(page, watch, { path: '/forgot-password/tac-number', lands: '/forgot-password', heading: 'Forgot Password' });
    await expectRoute(page, watch, { path: '/register/tac-number', lands: '/register', heading: 'Register' });
    expect(violations).toEqual([]);
    expect(axeFindings.join('\n')).toBe('');
    await context.close();
  }, 240_000);

  it('a member sees each member page, is sent away from guest pages, logs out, and logs in back to where they were going', async () => {
    const member = newMember();
    const plate = newPlate('WRT');
    const { context, page } = await newContext(browser, PHONE);
    const violations = await recordCspViolations(context);
    await registerThroughApp(page, member);
    const watch = watchConsole(page);
    const { transactionCode } = await addCarWithService(context, plate);
    await verifyByWorkshop(context.request, transactionCode);

    await expectRoute(page, watch, { path: '/', heading: 'Buy 3 or 4 bottles. Get 1 free.', text: `Hi, ${member.fullname}` });
    await expectRoute(page, watch, { path: '/loyalty', heading: 'My Vehicles', text: plate });
    // The survey stays on offer while it is unanswered (skipped on registration)...
    await expectRoute(page, watch, { path: '/register/survey', heading: 'Tell us about yourself' });
    await page.getByLabel('Friend').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you for completing our survey!').waitFor();
    // ...and once answered, its address leads to the dashboard, after a reload too.
    await expectRoute(page, watch, { path: '/register/survey', ...dashboard });
    await expectRoute(page, watch, { path: '/edit-profile', heading: 'Edit Profile', text: /^Save Profile$/i });
    await expectRoute(page, watch, { path: '/inbox', heading: /^All Messages \(\d+\)$/ });
    await expectRoute(page, watch, { path: '/loyalty/add-new-vehicle', heading: 'Add a vehicle', text: 'Plate number' });
    await expectRoute(page, watch, { path: '/refer-and-earn', heading: 'Refer & Earn', text: 'Your referral code' });
    await expectRoute(page, watch, { path: '/campaign/mgm?mid=12345', heading: 'Edit Details', text: 'Thank you for spreading the word!' });
    await expectRoute(page, watch, { path: '/campaign/mgm/success', heading: 'UPDATE SUCCESSFUL' });
    // The festive campaign is off on this server: the form explains why it cannot open.
    await expectRoute(page, watch, {
      path: '/campaign/cny',
      heading: 'Service & Cash8ack Campaign',
      text: /^Please service your vehicle with .+ during the contest period to join the contest\.$/,
    });
    for (const route of publicPages) await expectRoute(page, watch, route);
    await expectRoute(page, watch, { path: '/no-such-page', heading: 'Oops! The page you were looking is not available...', text: 'ERROR 404' });

    // Pages that need passed state go to the dashboard when opened on their own...
    await expectRoute(page, watch, { path: '/loyalty/service-information', ...dashboard });
    await expectRoute(page, watch, { path: '/loyalty/add-service', ...dashboard });
    // ...and open from the car card, which passes the car along.
    await page.getByText(plate).first().waitFor();
    await page.getByRole('button', { name: 'View More' }).first().click();
    await page.waitForURL('**/loyalty/service-information');
    await page.getByRole('heading', { level: 2, name: 'Service Cycle' }).waitFor();
    await page.getByText(transactionCode).first().waitFor();
    await page.getByText(plate).first().waitFor();
    await page.waitForLoadState('networkidle');
    axeFindings.push(...(await axeViolations(page, '/loyalty/service-information')));
    await page.getByRole('link', { name: 'Back To Dashboard' }).first().click();
    await page.getByRole('button', { name: /Add Service/i }).first().click();
    await page.waitForURL(/\/loyalty\/add-service(\?step=\d)?$/);
    await page.getByRole('heading', { name: 'Vehicle and workshop details' }).waitFor();
    await page.waitForLoadState('networkidle');
    axeFindings.push(...(await axeViolations(page, '/loyalty/add-service')));
    expect(watch.take()).toEqual([]);

    // Spec section 2, 'Guest-only': a member is sent to the dashboard.
    for (const path of ['/login', '/forgot-password', '/forgot-password/tac-number', '/register', '/register/tac-number']) {
      await expectRoute(page, watch, { path, ...dashboard });
    }

    await expectRoute(page, watch, { path: '/logout', ...login });
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('access_token');
    await expectRoute(page, watch, { path: '/loyalty', ...login });

    // A member page remembers where the visitor was going.
    await expectRoute(page, watch, { path: '/refer-and-earn', ...login });
    await page.getByLabel('Mobile Number').fill(member.national);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL('**/refer-and-earn');
    await page.getByRole('heading', { level: 1, name: 'Refer & Earn' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(watch.take()).toEqual([]);
    expect(violations).toEqual([]);
    expect(axeFindings.join('\n')).toBe('');
    await context.close();
  }, 360_000);
});
