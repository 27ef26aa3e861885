import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { TRANSACTION_CODE_ALPHABET as ALPHABET, TRANSACTION_CODE_LENGTH } from '../../../shared/rules';
import { transactionCodeExists } from './store';

function randomCode(): string {
  let code = '';
  for (let i = 0; i < TRANSACTION_CODE_LENGTH; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return code;
}

/** A code no service has, nor an older one that reads the same: 32^10 makes a clash rare; the unique index catches the rest. */
export async function newTransactionCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomCode();
    if (!(await transactionCodeExists(db, code))) return code;
  }
  throw new Error('Could not find a free transaction code');
}
