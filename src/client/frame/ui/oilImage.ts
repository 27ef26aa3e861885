/** The four bottle illustrations in public/images/oils, one per range. */
export type OilRange = 'ineo' | '9000' | '8000' | '7000';

/**
 * The bottle of a catalogue code ('QUARTZ90005W40'), catalogue image name ('oil-quartz-9000-5w40.png')
 * or display name: every one of them names its range.
 */
export function oilRange(codeOrImage: string): OilRange {
  const text = codeOrImage.toUpperCase();
  if (text.includes('INEO')) return 'ineo';
  if (text.includes('9000')) return '9000';
  if (text.includes('8000')) return '8000';
  return '7000';
}

export function oilImageUrl(codeOrImage: string): string {
  return `/images/oils/${oilRange(codeOrImage)}.svg`;
}
