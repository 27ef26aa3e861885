import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { transactionCodeExists } from './store';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const TRANSACTION_CODE_LENGTH = 10;

function randomCode(): string {
  let code = '';
  for (let i = 0; i < TRANSACTION_CODE_LENGTH; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return code;
}

/** A code no service has: 36^10 makes a clash rare; the unique index catches the rest. */
export async function newTransactionCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomCode();
    if (!(await transactionCodeExists(db, code))) return code;
  }
  throw new Error('Could not find a free transaction code');
}
