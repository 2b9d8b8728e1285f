import { describe, expect, it } from 'vitest';
import { messages } from '../../../src-shared/messages';
import { senderLabel, senderSectorLabel } from './senderLabel';

const t = messages.inboxView;
const sector = { id: 1, name: 'Gabinete do Prefeito', symbol: 'GAB' };

describe('senderLabel', () => {
  it("shows the sender the server sends, the hidden author's neutral label included", () => {
    expect(senderLabel({ sender: 'Mariana Costa Ribeiro', confidentiality: 'not-confidential' })).toBe('Mariana Costa Ribeiro');
    expect(senderLabel({ sender: t.senderHidden.anonymous, confidentiality: 'anonymous' })).toBe('Anônimo');
  });

  it('never leaves the sender blank: a neutral label from the messages module instead', () => {
    expect(senderLabel({ sender: '', confidentiality: 'anonymous' })).toBe('Anônimo');
    expect(senderLabel({ sender: '  ', confidentiality: 'confidential' })).toBe('Identidade preservada');
    expect(senderLabel({ sender: '', confidentiality: 'not-confidential' })).toBe(t.senderUnknown);
  });
});

describe('senderSectorLabel', () => {
  it('names the sector, or for a hidden author the same neutral label', () => {
    expect(senderSectorLabel({ sender: 'Mariana Costa Ribeiro', sender_sector: sector, confidentiality: 'not-confidential' })).toBe('Gabinete do Prefeito (GAB)');
    expect(senderSectorLabel({ sender: 'Anônimo', sender_sector: null, confidentiality: 'anonymous' })).toBe('Anônimo');
    expect(senderSectorLabel({ sender: 'Mariana Costa Ribeiro', sender_sector: null, confidentiality: 'not-confidential' })).toBe(t.details.none);
  });
});
