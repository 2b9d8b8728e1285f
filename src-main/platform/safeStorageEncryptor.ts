// safeStorage behind the Encryptor interface. It can only be used after app 'ready'.
import { safeStorage as electronSafeStorage, type SafeStorage } from 'electron';
import type { Encryptor } from '../services/encryptor';

type SafeStorageLike = Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString' | 'getSelectedStorageBackend'>;

export function createSafeStorageEncryptor(
  safeStorage: SafeStorageLike = electronSafeStorage,
  platform: NodeJS.Platform = process.platform,
): Encryptor {
  return {
    isAvailable() {
      if (!safeStorage.isEncryptionAvailable()) return false;
      // On Linux without a secret service, Chromium falls back to 'basic_text': a key hard-coded
      // in the source. That is obfuscation, not encryption, so it counts as unavailable.
      return platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
    },
    encrypt: (plain) => safeStorage.encryptString(plain),
    decrypt: (data) => safeStorage.decryptString(data),
  };
}
