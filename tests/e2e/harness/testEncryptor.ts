// The only stand-in in the e2e desktop harness. In the app the session is encrypted by Electron's
// safeStorage, i.e. the OS keychain (DPAPI, Keychain, libsecret), which does not exist in a
// headless test run. This encrypts for real (AES-256-GCM) with a random key that lives only in
// memory, so the session store's own code (what it writes, what it refuses to read back) runs
// unchanged and nothing readable reaches the disk.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Encryptor } from '../../../src-main/services/encryptor';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createTestEncryptor({ available = true }: { available?: boolean } = {}): Encryptor {
  const key = randomBytes(32);
  return {
    isAvailable: () => available,
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(data) {
      if (data.length < IV_BYTES + TAG_BYTES) throw new Error('ciphertext too short');
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, IV_BYTES));
      decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(data.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
