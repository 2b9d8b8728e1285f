// What the renderer learns about the desktop app. Capabilities are reported as they are, not as
// planned (drafts: the SQLite drafts store of src-main/services/drafts).
import type { AppInfo } from '../../src-shared/ipc/contract';
import type { Encryptor } from './encryptor';

export type AppInfoOptions = {
  name: string;
  version: string;
  os: string;
  encryptor: Encryptor;
  /** Whether the certificate bridge process can be started (its entry was built). */
  signer: boolean;
};

export function createAppInfo({ name, version, os, encryptor, signer }: AppInfoOptions): () => AppInfo {
  return () => ({
    name,
    version,
    platform: 'desktop',
    os,
    capabilities: {
      // Asked every time: the keychain can become available (unlocked) while the app runs.
      secureStorage: encryptor.isAvailable(),
      signer,
      offlineCache: true,
      drafts: true,
    },
  });
}
