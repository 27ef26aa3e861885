/**
 * A conservative guess at how many bits of randomness a secret holds, so production can refuse
 * secrets someone could guess: a letter typed 40 times, a word repeated, a short pattern.
 *
 * Each character costs log2 of the character classes the secret draws on (lower case 26, upper
 * case 26, digits 10, other printable 33, anything else 100): the most a random draw from those
 * classes could carry. A run of three or more characters seen earlier, or a run going up or down
 * one step at a time ('abcd', '4321'), costs only where it starts and how long it is, so
 * repetitions and sequences add almost nothing. It cannot spot dictionary words; it only makes
 * sure that what looks random at least could be.
 */
export function estimatedEntropyBits(secret: string): number {
  // Beyond this the quadratic scan costs more than it tells: a secret whose first 256 characters
  // hold too little is refused either way.
  const chars = [...secret].slice(0, 256);
  const perChar = Math.log2(alphabetSize(chars));
  let bits = 0;
  let i = 0;
  while (i < chars.length) {
    let longest = 0;
    for (let start = 0; start < i; start++) {
      let length = 0;
      while (i + length < chars.length && chars[start + length] === chars[i + length]) length++;
      if (length > longest) longest = length;
    }
    const sequence = sequenceFrom(chars, i);
    if (sequence >= 2 && sequence >= longest) {
      // The first character of the sequence was already paid for; then a direction and a length.
      bits += 1 + Math.log2(sequence);
      i += sequence;
    } else if (longest >= 3) {
      bits += Math.log2(i) + Math.log2(longest);
      i += longest;
    } else {
      bits += perChar;
      i += 1;
    }
  }
  return bits;
}

/** How many characters from `i` on continue the previous character one step up or down. */
function sequenceFrom(chars: string[], i: number): number {
  if (i === 0) return 0;
  const step = chars[i].codePointAt(0)! - chars[i - 1].codePointAt(0)!;
  if (step !== 1 && step !== -1) return 0;
  let length = 1;
  while (i + length < chars.length && chars[i + length].codePointAt(0)! - chars[i + length - 1].codePointAt(0)! === step) length++;
  return length;
}

function alphabetSize(chars: string[]): number {
  let size = 0;
  if (chars.some((c) => c >= 'a' && c <= 'z')) size += 26;
  if (chars.some((c) => c >= 'A' && c <= 'Z')) size += 26;
  if (chars.some((c) => c >= '0' && c <= '9')) size += 10;
  if (chars.some((c) => c >= ' ' && c <= '~' && !/[A-Za-z0-9]/.test(c))) size += 33;
  if (chars.some((c) => c > '~' || c < ' ')) size += 100;
  return Math.max(size, 1);
}
