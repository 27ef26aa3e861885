/** What the web app learns from the server at run time, rather than at build time. */
import type { FestiveCampaignConfig } from './campaigns';

export const appConfigPaths = {
  appConfig: '/api/app-config',
} as const;

/** `result` of GET /api/app-config. */
export interface AppConfig {
  /** Leaflet tile URL template, e.g. 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'. */
  map_tile_url: string;
  /** The tile provider's credit, HTML as Leaflet shows it. */
  map_tile_attribution: string;
  /** The festive 'Service & Cash8ack Campaign' (optional: a server without it means off). */
  festive_campaign?: FestiveCampaignConfig;
  /** Whether /support/replay opens on this deployment (SUPPORT_REPLAY); optional, absent means off. */
  support_replay?: boolean;
  /** The ad tracker's id (AD_TRACKING_ID); null or absent: no tracker and no third-party script. */
  ad_tracking_id?: string | null;
}
