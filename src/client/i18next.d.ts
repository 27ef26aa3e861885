/*
 * i18next's key types for every app at once: TypeScript merges this augmentation across the whole
 * tree, so it is written here, above the three apps, rather than in any one of them or the frame.
 * Each app bundles only its own namespace; these are type imports and add no code.
 */
import type { Translation } from './frame/i18n/resources';
import type workshopTexts from './workshop/texts/en.json';
import type carelineTexts from './careline/texts/en.json';
import type scannerTexts from './workshop/features/scanner/texts/en.json';
import type carelineReportsTexts from './careline/features/reports/texts/en.json';
import type carelineAuditLogTexts from './careline/features/auditLog/texts/en.json';
import type carelineFestivePinsTexts from './careline/features/festivePins/texts/en.json';
import type carelineCaseTexts from './careline/features/memberCase/texts/en.json';
import type carelineReplayTexts from './careline/features/replay/texts/en.json';
import type flagsTexts from './frame/flags/texts/en.json';
import type carelineFlaggedTexts from './careline/features/flagged/texts/en.json';
import type carelineStaffTexts from './careline/features/staff/texts/en.json';
import type carelineWorkshopsTexts from './careline/features/workshops/texts/en.json';
import type carelineMyAccountTexts from './careline/features/myAccount/texts/en.json';
import type carelineSignInTexts from './careline/features/account/texts/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Translation & { carelineReports: typeof carelineReportsTexts; flags: typeof flagsTexts } & {
        carelineAuditLog: typeof carelineAuditLogTexts;
        carelineFestivePins: typeof carelineFestivePinsTexts;
        carelineFlagged: typeof carelineFlaggedTexts;
        carelineCase: typeof carelineCaseTexts;
        carelineReplay: typeof carelineReplayTexts;
        carelineStaff: typeof carelineStaffTexts;
        carelineWorkshops: typeof carelineWorkshopsTexts;
        carelineMyAccount: typeof carelineMyAccountTexts;
        carelineSignIn: typeof carelineSignInTexts;
      };
      workshop: typeof workshopTexts & { scanner: typeof scannerTexts };
      careline: typeof carelineTexts;
    };
  }
}
