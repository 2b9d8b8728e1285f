// @vitest-environment jsdom
// The chosen subject's notice in the create forms (staff and citizen): its announcement and the
// attachments publishing will ask for, named before the filer starts; nothing when it says neither.
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement as h } from 'react';
import type { Subject } from '../../../src-shared/api/documents';
import { messages } from '../../../src-shared/messages';

const m = messages.createDocument;

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(subject: Partial<Subject>): Promise<HTMLElement> {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia = ((q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as never;
  const { createRoot } = await import('react-dom/client');
  const { MantineProvider } = await import('@mantine/core');
  const { SubjectNotice } = await import('./SubjectNotice');
  const div = document.createElement('div');
  document.body.appendChild(div);
  const full = { announcement: '', required_attachments: [], ...subject } as Subject;
  await act(async () => createRoot(div).render(h(MantineProvider, null, h(SubjectNotice, { subject: full }))));
  return div;
}

describe('the subject notice of the create forms', () => {
  it('says the announcement and which attachments are required and which may come', async () => {
    const div = await mount({
      announcement: 'Atendimento só com agendamento.',
      required_attachments: [
        { name: 'Planta baixa', required: true },
        { name: 'ART', required: true },
        { name: 'Fotos', required: false },
      ],
    });
    const text = div.querySelector('[data-testid="subject-notice"]')?.textContent ?? '';
    expect(text).toContain('Atendimento só com agendamento.');
    expect(text).toContain(m.requiredAttachments('Planta baixa, ART'));
    expect(text).toContain(m.optionalAttachments('Fotos'));
  });

  it('links to the other system that handles the subject, only at an http(s) address', async () => {
    const div = await mount({ redirect_to_external_app: true, redirect_to_external_app_url: 'https://iptu.valeverde.example/segunda-via' });
    expect(div.querySelector('a')?.getAttribute('href')).toBe('https://iptu.valeverde.example/segunda-via');
    expect(div.textContent).toContain(m.externalApp);
    const unsafe = await mount({ redirect_to_external_app: true, redirect_to_external_app_url: 'javascript:alert(1)' });
    expect(unsafe.querySelector('a')).toBeNull();
  });

  it('shows nothing for a subject that says nothing', async () => {
    const div = await mount({ announcement: '  ' });
    expect(div.querySelector('[data-testid="subject-notice"]')).toBeNull();
  });
});
