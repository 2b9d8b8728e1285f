// The list editor's own check before sending (the server checks the same schema): a name, a sector
// or none (the whole organisation), and at least one member, each sector or person once.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../messages';
import { broadcastListInputSchema } from './broadcastLists';
import { ptBrZodError } from './zodMessages';

z.config({ customError: ptBrZodError });
const m = messages.broadcastLists;
const firstError = (input: unknown) => {
  const result = broadcastListInputSchema.safeParse(input);
  return result.success ? null : { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
};

describe('broadcast list input', () => {
  it('takes an organisation-wide list of a sector and a person, names dropped', () => {
    const parsed = broadcastListInputSchema.parse({ name: ' Avisos ', sector_id: null, members: [{ kind: 'sector', id: 3, name: 'Protocolo' }, { kind: 'person', id: 3 }] });
    expect(parsed).toEqual({ name: 'Avisos', sector_id: null, members: [{ kind: 'sector', id: 3 }, { kind: 'person', id: 3 }] });
  });

  it('asks for a name and at least one member', () => {
    expect(firstError({ name: ' ', sector_id: 1, members: [{ kind: 'sector', id: 1 }] })).toEqual({ path: 'name', message: messages.validation.required });
    expect(firstError({ name: 'Avisos', sector_id: 1, members: [] })).toEqual({ path: 'members', message: m.membersRequired });
  });

  it('refuses the same sector or person twice', () => {
    expect(firstError({ name: 'Avisos', sector_id: 1, members: [{ kind: 'person', id: 7 }, { kind: 'person', id: 7 }] })).toEqual({ path: 'members', message: m.memberDuplicated });
  });
});
