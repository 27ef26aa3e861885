import type { MemberCase } from '../../../../shared/contract/carelineCases';

/** A member's case as the server answers it, for the case's tests. */
export function memberCase(mobile = '60123456789'): MemberCase {
  return {
    profile: {
      mobile_number: mobile,
      fullname: 'Siti Nurhaliza',
      email: 'siti@example.com',
      birth_date: '1990-05-17',
      address: '1 Jalan Ampang',
      state: 'Selangor',
      country: 'Malaysia',
      postal_code: '50450',
      language: 'en',
      referral_code: 'ABC123',
      subscribed: true,
      auth_provider: null,
      vehicle_allowance: 4,
      created_at: '2026-01-01T00:00:00.000Z',
      verified_at: '2026-01-01T00:05:00.000Z',
      last_contact_at: '2026-03-01T00:00:00.000Z',
      live_sessions: 2,
    },
    status: 'active',
    vehicles: [
      {
        guid: 'car-1',
        plate_number: 'WXY1234',
        brand: 'Perodua',
        model: 'Myvi',
        year_manufactured: 2019,
        registered_mileage: 0,
        created_at: '2026-01-02T00:00:00.000Z',
        cycles: [
          {
            guid: 'cycle-1',
            workshop_id: 'TNS6001',
            size: 4,
            status: 0,
            created_at: '2026-03-01T02:00:00.000Z',
            closed_at: null,
            services: [
              {
                transaction_code: 'ABCDEFGHJK',
                status: 0,
                workshop_id: 'TNS6001',
                oil_code: 'QUARTZ70005W30',
                oil_name: 'Quartz 7000 5W-30',
                total_bottle: 1,
                free_oil: false,
                current_mileage: 7000,
                reject_reason: null,
                created_at: '2026-03-01T02:00:00.000Z',
                decided_at: null,
                decided_by: null,
                decide_by: '2026-03-06T02:00:00.000Z',
                receipt: '/api/ops/services/ABCDEFGHJK/receipt',
                flags: [
                  {
                    kind: 'possible_duplicate_receipt',
                    reason: 'Possible duplicate receipt: it looks like the receipt of service ZZZZZZZZZZ, submitted by another member (4 and 6 of 64 bits apart).',
                    figures: { other_transaction_code: 'ZZZZZZZZZZ', other_service_guid: '7d4c1f0e-1111-4222-8333-944455556666', same_member: false, phash_distance: 4, dhash_distance: 6, turned_degrees: 0 },
                    other_transaction_code: 'ZZZZZZZZZZ',
                    created_at: '2026-03-01T02:00:01.000Z',
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    inbox: [{ id: 1, subject: 'Welcome to the Quartz Loyalty Programme', message: 'Thank you!', is_read: true, created_at: '2026-01-01T00:05:00.000Z' }],
    referrals: { members_referred: 0, rewards_earned: [], reward_for_first_service: false },
    campaign_entries: [],
    audit: [{ id: 7, created_at: '2026-01-01T00:05:00.000Z', actor: 'member:1', action: 'member.verified', subject: mobile, details: null }],
  };
}
