import { describe, expect, it } from 'vitest';
import { isItemViewPath, isSearchable } from './searchText';

describe('Localizar Documentos input', () => {
  it('searches from two letters or digits on, punctuation aside', () => {
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable(' ./ ')).toBe(false);
    expect(isSearchable('12')).toBe(true);
    expect(isSearchable('ção')).toBe(true);
  });

  it('opens only item view paths of this app', () => {
    expect(isItemViewPath('/inbox/sector/view/document/0b5e6a3c-8f1e-4f6a-9d2b-1c3d4e5f6a7b')).toBe(true);
    expect(isItemViewPath('/inbox/personal/view/process/0B5E6A3C-8F1E-4F6A-9D2B-1C3D4E5F6A7B')).toBe(true);
    expect(isItemViewPath('https://evil.example/inbox/sector/view/document/0b5e6a3c-8f1e-4f6a-9d2b-1c3d4e5f6a7b')).toBe(false);
    expect(isItemViewPath('/inbox/sector/view/document/../../login')).toBe(false);
    expect(isItemViewPath('/inbox/other/view/document/0b5e6a3c-8f1e-4f6a-9d2b-1c3d4e5f6a7b')).toBe(false);
  });
});
