import type { Kysely } from 'kysely';

/**
 * Indexes the API's queries need at a million members (`npm run bench:scale` plans every query it runs).
 *
 * - `services (member_id, status)`: a referred member's verification counts their verified services
 *   (countVerifiedServices) inside its transaction; the count is now read from the index alone. It
 *   also serves every lookup by member that `services_member` served, which it replaces.
 * - Foreign keys that no index covered, each checked when the row it points at goes (a member
 *   deleted by the retention sweep, a service deleted with its car or cycle): `survey_answers.member_id`
 *   and `referral_rewards.service_guid`. Without them every such delete scans the whole table.
 *
 * Built without `concurrently`: migrations run in a transaction, and each build takes seconds at a
 * million members.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('services_member_status').on('services').columns(['member_id', 'status']).execute();
  await db.schema.dropIndex('services_member').execute();
  await db.schema.createIndex('survey_answers_member').on('survey_answers').column('member_id').execute();
  await db.schema.createIndex('referral_rewards_service').on('referral_rewards').column('service_guid').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('referral_rewards_service').execute();
  await db.schema.dropIndex('survey_answers_member').execute();
  await db.schema.createIndex('services_member').on('services').column('member_id').execute();
  await db.schema.dropIndex('services_member_status').execute();
}
