// What the session store needs from the OS keychain. In the app it is Electron's safeStorage
// (src-main/platform/safeStorageEncryptor.ts); keeping it an interface lets the store be tested
// in Node and lets the e2e harness supply its own key.
export type Encryptor = {
  /** False when nothing better than plain text is on offer: then nothing secret is written. */
  isAvailable(): boolean;
  encrypt(plain: string): Buffer;
  /** Throws when the data was not produced by this encryptor (other key, tampered, truncated). */
  decrypt(data: Buffer): string;
};
