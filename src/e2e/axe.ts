import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Runs axe-core on the page as it stands, with every rule axe runs by default, and answers one
 * line per violation of any impact, naming the screen, the rule and the elements that break it.
 *
 * axe.run in the page itself (legacy mode) rather than a partial run per frame finished in a blank
 * page the builder opens for each audit, and details only for violations: together a third of the
 * time, with the same violations (our pages have no frames of another origin).
 */
export async function axeViolations(page: Page, screen: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return violations.map(
    (violation) =>
      `${screen}: ${violation.id} (${violation.impact}) ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`).join('\n'),
  );
}

/** Fails, listing them all, when the page as it stands has any axe violation. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const found = await axeViolations(page, screen);
  if (found.length) throw new Error(`${found.length} axe violation(s)\n${found.join('\n')}`);
}
