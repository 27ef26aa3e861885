import type { Config } from '../../../../config';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The campaign's instants: from the start day's midnight to the end day's, Malaysia time (UTC+8). */
export interface CampaignWindow {
  from: Date;
  /** Exclusive: midnight after the end day. */
  until: Date;
}

export function campaignWindow(config: Config): CampaignWindow | null {
  const { start, end } = config.festiveCampaign;
  if (!start || !end) return null;
  return { from: new Date(`${start}T00:00:00+08:00`), until: new Date(new Date(`${end}T00:00:00+08:00`).getTime() + DAY_MS) };
}

export function withinWindow(window: CampaignWindow | null, at: Date | null): boolean {
  return window !== null && at !== null && at >= window.from && at < window.until;
}

/** On while today is a campaign day: links to the form show only then. */
export function campaignOn(config: Config, now: Date): boolean {
  return withinWindow(campaignWindow(config), now);
}
