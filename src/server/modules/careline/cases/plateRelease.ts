import type { ApiContext } from '../../../context';
import { conflict, notFound } from '../../../http/errors';
import { assertRules } from '../../../http/validate';
import { carelineCaseErrors, type PlateReleaseResult } from '../../../../shared/contract/carelineCases';
import type { Language } from '../../../../shared/language';
import { normalisePlate, validatePlate } from '../../../../shared/rules';
import { serverText } from '../../../../shared/serverTexts';
import { writeAudit } from '../../audit/store';
import type { Message } from '../../notifications/messages';
import { notifyMember } from '../../notifications/store';
import { caseMember } from './case';
import { countServicesOfVehicle, deleteVehicle, releasePlate, vehicleByPlate } from './store';

function inboxMessage(language: Language, subject: 'plateReleasedSubject' | 'plateFreedSubject', message: 'plateReleasedMessage' | 'plateFreedMessage', plate: string): Message {
  return { sender: serverText(language, 'inbox', 'sender'), subject: serverText(language, 'inbox', subject), message: serverText(language, 'inbox', message, { plate }) };
}

/**
 * Frees a plate another account registered first, so the member whose case is open (its owner,
 * as the careline has checked) can add it. The rule:
 * - a car with no services leaves the other account altogether;
 * - a car with services stays in the other account under a released marker plate (as a removed
 *   member's cars do), so the workshops' records and that member's history are unchanged;
 * - a car with a service still pending is refused: the pending service is decided first, since
 *   the workshop verifies it against the plate.
 * Both members are told in their inbox; the log files an entry under each.
 */
export async function releasePlateFor(ctx: ApiContext, mobile: string, input: string | undefined, operator: string): Promise<PlateReleaseResult> {
  assertRules(validatePlate(input));
  const plate = normalisePlate(input);
  const claimant = await caseMember(ctx.db, mobile);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const car = await vehicleByPlate(trx, plate, { forUpdate: true });
    if (!car) throw notFound(carelineCaseErrors.plateNotRegistered);
    if (car.member_id === claimant.id) throw conflict(carelineCaseErrors.plateOwnAlready);
    const services = await countServicesOfVehicle(trx, car.guid);
    if (services.pending > 0) throw conflict(carelineCaseErrors.platePending);
    const historyKept = services.all > 0;
    if (historyKept) await releasePlate(trx, car.guid);
    else await deleteVehicle(trx, car.guid);

    await notifyMember(trx, car.member_id, (language) => inboxMessage(language, 'plateReleasedSubject', 'plateReleasedMessage', plate), now);
    await notifyMember(trx, claimant.id, (language) => inboxMessage(language, 'plateFreedSubject', 'plateFreedMessage', plate), now);
    const actor = `ops:${operator}`;
    await writeAudit(trx, { actor, action: 'vehicle.plate_released', subject: `member:${car.member_id}`, details: { plate_number: plate, for: `member:${claimant.id}`, history_kept: historyKept }, at: now });
    await writeAudit(trx, { actor, action: 'vehicle.plate_claimed', subject: `member:${claimant.id}`, details: { plate_number: plate, from: `member:${car.member_id}` }, at: now });
    return { plate_number: plate, history_kept: historyKept };
  });
}
