import { describe, expect, it, vi } from 'vitest';

const safeStorage = vi.hoisted(() => ({
  isEncryptionAvailable: vi.fn(() => true),
  getSelectedStorageBackend: vi.fn(() => 'gnome_libsecret' as string),
  encryptString: vi.fn((plain: string) => Buffer.from(`enc:${plain}`)),
  decryptString: vi.fn((data: Buffer) => data.toString().replace(/^enc:/, '')),
}));
vi.mock('electron', () => ({ safeStorage }));

const { createSafeStorageEncryptor } = await import('./safeStorageEncryptor');

describe('safeStorage encryptor', () => {
  it('uses Electron safeStorage by default', () => {
    const encryptor = createSafeStorageEncryptor(undefined, 'linux');
    expect(encryptor.isAvailable()).toBe(true);
    expect(encryptor.decrypt(encryptor.encrypt('x'))).toBe('x');
    expect(safeStorage.encryptString).toHaveBeenCalledWith('x');
  });

  it('treats basic_text on Linux as unavailable', () => {
    safeStorage.getSelectedStorageBackend.mockReturnValueOnce('basic_text');
    expect(createSafeStorageEncryptor(safeStorage as never, 'linux').isAvailable()).toBe(false);
  });

  it('does not ask for the Linux backend elsewhere', () => {
    safeStorage.getSelectedStorageBackend.mockClear();
    expect(createSafeStorageEncryptor(safeStorage as never, 'win32').isAvailable()).toBe(true);
    expect(safeStorage.getSelectedStorageBackend).not.toHaveBeenCalled();
  });

  it('is unavailable when safeStorage says so', () => {
    safeStorage.isEncryptionAvailable.mockReturnValueOnce(false);
    expect(createSafeStorageEncryptor(safeStorage as never, 'darwin').isAvailable()).toBe(false);
  });
});
