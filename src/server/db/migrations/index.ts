import type { Migration } from 'kysely';
import * as m0000 from './2026_11_22_0000_meta';
import * as m0001 from './2026_11_22_0001_accounts';
import * as m0002 from './2026_11_22_0002_loyalty';
import * as m0003 from './2026_11_22_0003_subscriptions';
import * as m0004 from './2026_11_22_0004_referrals_campaigns';
import * as m0005 from './2026_11_22_0005_registration_attempts';
import * as m0006 from './2026_11_22_0006_retention';
import * as m0007 from './2026_11_22_0007_festive_names';
import * as m0008 from './2026_11_23_0008_audit_reading';
import * as m0009 from './2026_11_25_0009_scale_indexes';
import * as m0010 from './2026_11_25_0010_member_language';
import * as m0011 from './2026_11_26_0011_codes_per_number';
import * as m0012 from './2026_11_26_0012_service_code_key';
import * as m0020 from './2026_11_26_0020_workshop_staff';
import * as m0021 from './2026_11_26_0021_push';
import * as m0030 from './2026_11_26_0030_receipt_fingerprints';
import * as m0040 from './2026_11_26_0040_careline_staff';
import * as m0041 from './2026_11_26_0041_careline_cases';
import * as m0050 from './2026_11_26_0050_pattern_flags';
import * as m0060 from './2026_11_26_0060_reports';
import * as m0061 from './2026_11_27_0061_report_rollups';
import * as m0080 from './2026_11_27_0080_audit_filters';
import * as m0090 from './2026_11_27_0090_receipt_band_lookup';

/** Every migration, by name; names sort in the order they run. Frozen once landed. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0000_meta': m0000,
  '2026_11_22_0001_accounts': m0001,
  '2026_11_22_0002_loyalty': m0002,
  '2026_11_22_0003_subscriptions': m0003,
  '2026_11_22_0004_referrals_campaigns': m0004,
  '2026_11_22_0005_registration_attempts': m0005,
  '2026_11_22_0006_retention': m0006,
  '2026_11_22_0007_festive_names': m0007,
  '2026_11_23_0008_audit_reading': m0008,
  '2026_11_25_0009_scale_indexes': m0009,
  '2026_11_25_0010_member_language': m0010,
  '2026_11_26_0011_codes_per_number': m0011,
  '2026_11_26_0012_service_code_key': m0012,
  '2026_11_26_0020_workshop_staff': m0020,
  '2026_11_26_0021_push': m0021,
  '2026_11_26_0030_receipt_fingerprints': m0030,
  '2026_11_26_0040_careline_staff': m0040,
  '2026_11_26_0041_careline_cases': m0041,
  '2026_11_26_0050_pattern_flags': m0050,
  '2026_11_26_0060_reports': m0060,
  '2026_11_27_0061_report_rollups': m0061,
  '2026_11_27_0080_audit_filters': m0080,
  '2026_11_27_0090_receipt_band_lookup': m0090,
};
