// @vitest-environment jsdom
// A toast under the app's providers: for a user whose system asks for reduced motion it is shown
// and removed without its fade (a 1 ms transition, so it is never half transparent), and for
// everyone else it keeps Mantine's 250 ms fade and slide.
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement as h } from 'react';

afterEach(async () => {
  const { notifications } = await import('@mantine/notifications');
  await act(async () => notifications.clean());
  document.body.innerHTML = '';
});

async function showToast(reduceMotion: boolean): Promise<HTMLElement> {
  window.matchMedia = ((q: string) => ({ matches: reduceMotion && q.includes('prefers-reduced-motion: reduce'), media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as never;
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} } as never;
  const { createRoot } = await import('react-dom/client');
  const { AppProviders } = await import('./AppProviders');
  const { toast } = await import('./toasts');
  const div = document.createElement('div');
  document.body.appendChild(div);
  await act(async () => createRoot(div).render(h(AppProviders, null, null)));
  await act(async () => {
    toast.success('Salvo com sucesso');
  });
  for (let i = 0; i < 3; i++) await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
  const root = document.querySelector<HTMLElement>('.mantine-Notification-root');
  expect(root?.textContent).toContain('Salvo com sucesso');
  return root!;
}

describe('toasts and reduced motion', () => {
  it('shows a toast without a fade when the system asks for reduced motion', async () => {
    const root = await showToast(true);
    expect(root.style.transitionDuration).toBe('1ms, 1ms, 1ms');
  });

  it('keeps the fade for everyone else', async () => {
    const root = await showToast(false);
    expect(root.style.transitionDuration).toBe('250ms, 250ms, 250ms');
  });
});
