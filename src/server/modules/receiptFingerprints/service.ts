import { buffer } from 'node:stream/consumers';
import type { ApiContext } from '../../context';
import type { FlagKind } from '../../../shared/contract/flags';
import type { ReceiptStorage } from '../../adapters/receipts';
import { distances, imageFingerprints, isNearMatch, type MatchFigures } from './fingerprint';
import { findBandNeighbours, insertFlag, saveFingerprint, type StoredNeighbour } from './store';

export const POSSIBLE_DUPLICATE_RECEIPT = 'possible_duplicate_receipt' satisfies FlagKind;

/** Pictures are fingerprinted; a PDF is left to the byte-exact check. */
const FINGERPRINTED = new Set(['image/jpeg', 'image/png']);

export interface StoredReceipt {
  serviceGuid: string;
  transactionCode: string;
  memberId: number;
  storageKey: string;
  mime: string;
}

/**
 * Right after a receipt is stored with its service: takes the picture's fingerprint, keeps it with
 * the receipt, and flags the service 'possible duplicate receipt' when a receipt already stored, for
 * another member or another service of the same member, is close to it in any of four orientations.
 * A near match is flagged, never refused: staff decide. Nothing here can fail the submission: an
 * error is logged and the service goes on unflagged.
 */
export async function fingerprintStoredReceipt(ctx: ApiContext, storage: ReceiptStorage, receipt: StoredReceipt): Promise<void> {
  if (!FINGERPRINTED.has(receipt.mime)) return;
  try {
    const stream = await storage.read(receipt.storageKey);
    if (!stream) return;
    const turns = await imageFingerprints(await buffer(stream));
    await saveFingerprint(ctx.db, receipt.serviceGuid, turns[0]!);
    const match = closest(turns, await findBandNeighbours(ctx.db, receipt.serviceGuid, turns));
    if (!match) return;
    const { other, figures, turn } = match;
    const sameMember = other.memberId === receipt.memberId;
    await insertFlag(ctx.db, {
      service_guid: receipt.serviceGuid,
      kind: POSSIBLE_DUPLICATE_RECEIPT,
      reason:
        `Possible duplicate receipt: it looks like the receipt of service ${other.transactionCode}, ` +
        `${sameMember ? 'submitted by the same member' : 'submitted by another member'} ` +
        `(${figures.phashDistance} and ${figures.dhashDistance} of 64 bits apart${turn ? `, turned ${turn * 90}°` : ''}).`,
      figures: {
        other_transaction_code: other.transactionCode,
        other_service_guid: other.serviceGuid,
        same_member: sameMember,
        phash_distance: figures.phashDistance,
        dhash_distance: figures.dhashDistance,
        turned_degrees: turn * 90,
      },
      other_service_guid: other.serviceGuid,
      created_at: ctx.clock.now(),
    });
    ctx.metrics.flagRaised(POSSIBLE_DUPLICATE_RECEIPT);
    ctx.log.info({ service: receipt.transactionCode, other: other.transactionCode, ...figures }, 'possible duplicate receipt flagged');
  } catch (err) {
    ctx.log.warn({ err, service: receipt.transactionCode }, 'the receipt could not be fingerprinted; the service goes on unflagged');
  }
}

/** The candidate closest to any orientation of the new receipt, among those that are a near match. */
function closest(turns: Awaited<ReturnType<typeof imageFingerprints>>, candidates: StoredNeighbour[]) {
  let best: { other: StoredNeighbour; figures: MatchFigures; turn: number } | null = null;
  for (const other of candidates) {
    turns.forEach((fingerprint, turn) => {
      const figures = distances(fingerprint, other.fingerprint);
      if (!isNearMatch(figures)) return;
      const total = figures.phashDistance + figures.dhashDistance;
      if (!best || total < best.figures.phashDistance + best.figures.dhashDistance) best = { other, figures, turn };
    });
  }
  return best as { other: StoredNeighbour; figures: MatchFigures; turn: number } | null;
}
