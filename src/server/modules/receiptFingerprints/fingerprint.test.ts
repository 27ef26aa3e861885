import sharp from 'sharp';
import { receiptPicture } from '../../testing/receiptPictures';
import { bandsOf, distances, imageFingerprint, imageFingerprints, isNearMatch, sharesBand, type Fingerprint } from './fingerprint';

/** The server's rule: any orientation of the new picture shares a band with the stored one and is close. */
const matches = (turns: Fingerprint[], stored: Fingerprint) => turns.some((turn) => sharesBand(turn, stored) && isNearMatch(distances(turn, stored)));

describe('a receipt picture\'s fingerprint', () => {
  let original: Buffer;
  let stored: Fingerprint;
  beforeAll(async () => {
    original = await receiptPicture(11);
    stored = await imageFingerprint(original);
  });

  it.each([90, 180, 270])('matches the same receipt turned by %i°', async (angle) => {
    const turned = await sharp(original).rotate(angle).jpeg({ quality: 70 }).toBuffer();
    expect(matches(await imageFingerprints(turned), stored)).toBe(true);
  });

  it('is taken after the EXIF orientation: a photo stored sideways with its orientation tag matches as it is', async () => {
    // Pixels turned a quarter anticlockwise, tagged 6 ("turn 90° clockwise to view").
    const sideways = await sharp(original).rotate(270).jpeg({ quality: 80 }).withMetadata({ orientation: 6 }).toBuffer();
    const [asViewed] = await imageFingerprints(sideways);
    expect(isNearMatch(distances(asViewed!, stored))).toBe(true);
  });

  it('matches a copy on a dark frame, as a photo of a screen shows it', async () => {
    const { width } = await sharp(original).metadata();
    const framed = await sharp(original)
      .extend({ top: 40, bottom: 40, left: 30, right: 30, background: '#303030' })
      .resize({ width: Math.round((width! + 60) * 0.8) })
      .jpeg({ quality: 60 })
      .toBuffer();
    expect(matches(await imageFingerprints(framed), stored)).toBe(true);
  });

  it('does not match another receipt', async () => {
    for (const seed of [12, 13, 14]) {
      expect(matches(await imageFingerprints(await receiptPicture(seed)), stored)).toBe(false);
    }
  });

  it('never offers a blank band (all zeros or all ones) for a lookup', () => {
    expect(bandsOf({ phash: 0xffff_0000_1234_ffffn, dhash: 0n })).toEqual([null, null, 0x1234, null, null, null, null, null]);
  });

  it('refuses what is not a picture', async () => {
    await expect(imageFingerprints(Buffer.from('not a picture'))).rejects.toThrow();
  });
});
