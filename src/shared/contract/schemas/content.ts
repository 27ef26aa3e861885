/** Schemas of the public content calls, the app's configuration and its upkeep calls. */
import { Type } from '@sinclair/typebox';
import { FestiveCampaignConfig } from './campaigns';
import { clientErrorLimits, clientErrorSources } from '../errorReportLimits';
import { EMAIL_MAX_LENGTH } from '../../rules/email';
import { Enum, Nullable, RuledText, Text } from './fields';

export const SubscriptionMailQuery = Type.Object({
  email: RuledText(EMAIL_MAX_LENGTH),
  is_enabled: Text(8, { description: "'true' or 'false'; the unsubscribe page sends 'false'" }),
});

export const SubscriptionMailResult = Type.Object({ email: Type.String(), is_enabled: Type.Boolean() });

export const PdfParams = Type.Object({ name: Type.String({ description: "The document's file name, e.g. terms-and-conditions.pdf" }) });

export const AppConfig = Type.Object(
  {
    map_tile_url: Type.String({ description: 'Leaflet tile URL template' }),
    map_tile_attribution: Type.String({ description: "The tile provider's credit, HTML" }),
    festive_campaign: Type.Optional(FestiveCampaignConfig),
    ad_tracking_id: Type.Optional(Nullable(Type.String({ description: "The ad tracker's id; null: no tracker" }))),
  },
  { additionalProperties: true },
);

export const HealthResult = Type.Object({ ok: Type.Boolean(), time: Type.String() });

const readinessCheck = (description: string) => Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Literal('timed out')], { description });

export const ReadyResult = Type.Object({
  ready: Type.Boolean(),
  checks: Type.Object({
    database: readinessCheck('A select 1 on the database'),
    redis: Type.Optional(readinessCheck('A PING to Redis; only when REDIS_URL is set. Reported only: without Redis each node counts its rate limits alone')),
    object_store: Type.Optional(readinessCheck('A HeadBucket on the receipts bucket; only when RECEIPTS_BUCKET is set')),
    receipt_space: Type.Optional(readinessCheck('At least 32 MiB free where this node writes uploads (the receipts folder, or the bucket spool folder)')),
  }),
});

export const ClientErrorEntry = Type.Object(
  {
    source: Enum(clientErrorSources),
    message: Type.String({ minLength: 1, maxLength: clientErrorLimits.messageLength }),
    stack: Type.Optional(Type.String({ maxLength: clientErrorLimits.stackLength })),
    url: Type.Optional(Type.String({ maxLength: clientErrorLimits.urlLength, description: "The page's path and query when it happened" })),
    build_id: Type.Optional(Type.String({ maxLength: 64, description: 'The browser\'s __BUILD_ID__' })),
    at: Type.Optional(Type.String({ maxLength: 40, description: "ISO instant in the browser's clock" })),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: 'How many identical entries this one stands for' })),
  },
  { additionalProperties: false },
);

export const ClientErrorReport = Type.Object(
  {
    entries: Type.Array(ClientErrorEntry, { minItems: 1, maxItems: clientErrorLimits.entriesPerReport }),
    dropped: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Entries the browser dropped since its last report' })),
  },
  { additionalProperties: false },
);

export const ClientErrorReceipt = Type.Object({ received: Type.Number() });
