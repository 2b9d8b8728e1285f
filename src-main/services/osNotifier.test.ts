import { describe, expect, it, vi } from 'vitest';
import { notifyThroughOs } from './osNotifier';

describe('OS notifications', () => {
  it('shows a notice where the OS supports it, and says when it could not', () => {
    const show = vi.fn();
    expect(notifyThroughOs({ isSupported: () => true, show }, { title: 'Novo documento recebido', body: 'Ofício nº 3/2026' })).toEqual({ shown: true });
    expect(show).toHaveBeenCalledWith({ title: 'Novo documento recebido', body: 'Ofício nº 3/2026' });
    expect(notifyThroughOs({ isSupported: () => false, show }, { title: 'x', body: '' })).toEqual({ shown: false });
    expect(show).toHaveBeenCalledOnce();
  });
});
