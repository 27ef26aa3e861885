import { loyaltyErrors, ServiceStatus } from '../contract/loyalty';

/** What step 4's poll learns of a service, whichever side answers it (the server or a fixture api). */
export interface ServiceCheckAnswer {
  status_code: 200 | 202 | 403 | 410;
  error: string | null;
}

/**
 * domain.md, GET /api/service/check/{code}: 202 while pending, 200 once verified, 403 with the
 * workshop's reason when rejected, 410 when archived or cancelled.
 */
export function serviceCheckAnswer(service: { status: number; reject_reason: string | null }): ServiceCheckAnswer {
  switch (service.status) {
    case ServiceStatus.Pending:
      return { status_code: 202, error: null };
    case ServiceStatus.Verified:
      return { status_code: 200, error: null };
    case ServiceStatus.Rejected:
      return { status_code: 403, error: service.reject_reason || loyaltyErrors.serviceNotPending };
    default:
      return { status_code: 410, error: loyaltyErrors.serviceNotPending };
  }
}
