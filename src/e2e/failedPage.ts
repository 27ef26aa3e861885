import fs from 'node:fs';
import type { Page } from 'playwright-core';

let described = 0;

/** Longest a description may take: a page whose main thread is stuck must not hold the run. */
const DESCRIBE_LIMIT_MS = 5_000;

async function withinLimit<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), DESCRIBE_LIMIT_MS);
  });
  try {
    return await Promise.race([work.catch(() => fallback), limit]);
  } finally {
    // A finished description leaves no timer behind to keep jest waiting after the run.
    clearTimeout(timer);
  }
}

/**
 * What a page showed when its journey failed, as text for the run's log (CI keeps only its log):
 * the address, the headings and dialogs on screen, the start of the visible text and the console
 * errors. A screenshot goes to test-results/failures for a run on a developer's machine.
 */
export async function describeFailedPage(page: Page, consoleErrors: string[], name: string): Promise<string> {
  const shown = await withinLimit(
    page.evaluate(() => {
      const texts = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector), (element) => element.innerText.trim().replace(/\s+/g, ' '));
      return {
        headings: texts('h1, h2, h3'),
        dialogs: texts('[role="dialog"], [role="alertdialog"]'),
        text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 1500),
        focused: (() => {
          const element = document.activeElement;
          if (!element || element === document.body) return 'the page itself';
          const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText?.trim().slice(0, 60);
          return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name ?? ''}"`;
        })(),
      };
    }),
    null,
  );
  fs.mkdirSync('test-results/failures', { recursive: true });
  const screenshotPath = `test-results/failures/${name.replace(/[^\w-]+/g, '-').slice(0, 100)}-${++described}.png`;
  const saved = await withinLimit(page.screenshot({ path: screenshotPath }).then(() => true), false);
  return [
    `Page at the failure: ${page.url()}`,
    shown ? `  headings: ${JSON.stringify(shown.headings)}` : '  (the page did not answer within 5 s: its main thread may be stuck)',
    shown ? `  dialogs: ${JSON.stringify(shown.dialogs)}` : '',
    shown ? `  focused: ${shown.focused}` : '',
    shown ? `  text: ${shown.text}` : '',
    `  console errors: ${JSON.stringify(consoleErrors)}`,
    saved ? `  screenshot: ${screenshotPath}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
