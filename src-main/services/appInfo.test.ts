import { describe, expect, it } from 'vitest';
import { appInfoSchema } from '../../src-shared/ipc/contract';
import { createTestEncryptor } from '../../tests/e2e/harness/testEncryptor';
import { createAppInfo } from './appInfo';

describe('app info', () => {
  it('reports the desktop platform and only the capabilities that exist', () => {
    const info = createAppInfo({ name: 'GDoc', version: '0.1.0', os: 'linux 6.1', encryptor: createTestEncryptor(), signer: true })();
    expect(appInfoSchema.parse(info)).toEqual({
      name: 'GDoc',
      version: '0.1.0',
      platform: 'desktop',
      os: 'linux 6.1',
      capabilities: { secureStorage: true, signer: true, offlineCache: true, drafts: true },
    });
  });

  it('follows the encryptor for secureStorage', () => {
    const info = createAppInfo({ name: 'GDoc', version: '1', os: 'x', encryptor: createTestEncryptor({ available: false }), signer: false });
    expect(info().capabilities).toMatchObject({ secureStorage: false, signer: false });
  });
});
