import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe } from '../../http/schema';
import { AppConfig as AppConfigSchema } from '../../../shared/contract/schemas/content';
import { appConfigPaths, type AppConfig } from '../../../shared/contract/appConfig';
import { campaignOn } from '../campaigns/period';

/** Settings the browser needs but the build cannot know: they change per deployment. */
export const appConfigModule: ApiModule = async (app, { ctx }) => {
  app.get(appConfigPaths.appConfig, { schema: describe({ caller: 'public', summary: 'Settings the web app reads at run time', result: AppConfigSchema }) }, async (_request, reply) => {
    const result: AppConfig = {
      map_tile_url: ctx.config.mapTileUrl,
      map_tile_attribution: ctx.config.mapTileAttribution,
      festive_campaign: { on: campaignOn(ctx.config, ctx.clock.now()), start: ctx.config.festiveCampaign.start, end: ctx.config.festiveCampaign.end },
      ad_tracking_id: ctx.config.adTrackingId,
    };
    // Short, so a changed tile server reaches members within minutes without a new build.
    reply.header('Cache-Control', 'public, max-age=300');
    return sendOk(reply, result);
  });
};
