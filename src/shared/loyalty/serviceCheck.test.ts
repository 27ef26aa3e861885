import { loyaltyErrors, ServiceStatus } from '../contract/loyalty';
import { serviceCheckAnswer } from './serviceCheck';

describe('serviceCheckAnswer', () => {
  it.each([
    [ServiceStatus.Pending, null, { status_code: 202, error: null }],
    [ServiceStatus.Verified, null, { status_code: 200, error: null }],
    [ServiceStatus.Rejected, 'Receipt does not match the oil', { status_code: 403, error: 'Receipt does not match the oil' }],
    [ServiceStatus.Rejected, null, { status_code: 403, error: loyaltyErrors.serviceNotPending }],
    [ServiceStatus.Archived, null, { status_code: 410, error: loyaltyErrors.serviceNotPending }],
  ])('answers a service of status %s (reason %j) with %j', (status, reason, expected) => {
    expect(serviceCheckAnswer({ status, reject_reason: reason })).toEqual(expected);
  });
});
