// The filing screen's address and text rules: a draft survives a reload through ?draft=, a link
// may preselect a subject with ?subject=, and the citizen's text round-trips through the HTML the
// document stores without letting markup in.
import { describe, expect, it } from 'vitest';
import { citizenFilingPath, subjectParam } from './citizenFilingPaths';
import { htmlToText, textToHtml } from './citizenText';
import { firstErrors, stillStanding, unshownErrors } from './filingErrors';
import { documentBodySchema } from '../../../../src-shared/api/documents';
import type { CitizenSubject } from '../../../../src-shared/api/citizenFiling';

describe('the filing address', () => {
  it('carries the draft and the subject in the query', () => {
    expect(citizenFilingPath()).toBe('/inbox/citizen/document/create');
    expect(citizenFilingPath({ subject: 7 })).toBe('/inbox/citizen/document/create?subject=7');
    expect(citizenFilingPath({ draft: 'a-b', subject: 7 })).toBe('/inbox/citizen/document/create?draft=a-b&subject=7');
  });

  it('reads only a positive integer subject', () => {
    expect([subjectParam('12'), subjectParam(null), subjectParam('0'), subjectParam('1e3'), subjectParam('-4'), subjectParam('abc')]).toEqual([12, null, null, null, null, null]);
  });
});

describe('the citizen’s text', () => {
  it('is stored one paragraph a line, escaped, and read back as typed', () => {
    const typed = 'Rua <das> Flores & Cia\n\nNúmero "12"';
    const html = textToHtml(typed);
    expect(html).toBe('<p>Rua &lt;das&gt; Flores &amp; Cia</p><p></p><p>Número &quot;12&quot;</p>');
    expect(htmlToText(html)).toBe(typed);
  });

  it('is empty for blank text, and a model’s markup becomes its lines', () => {
    expect(textToHtml('  \n ')).toBe('');
    expect(htmlToText('<p>Solicito a <strong>credencial</strong>.</p><p>Placa: </p>')).toBe('Solicito a credencial.\nPlaca: ');
  });
});

describe('publishing’s refusals', () => {
  const body = documentBodySchema.parse({ subjectId: 3, content: '<p>a</p>', customFields: { placa: '' } });
  const subject = { id: 3, fields: [{ key: 'placa', label: 'Placa', type: 'text', required: true }], terms: null, can_set_description_on_document: false } as unknown as CitizenSubject;

  it('stay under a field until that field changes', () => {
    const errors = firstErrors({ 'customFields.placa': ['Obrigatório', 'outro'], content: ['Obrigatório'] });
    expect(errors).toEqual({ 'customFields.placa': 'Obrigatório', content: 'Obrigatório' });
    expect(stillStanding(errors, body, { ...body, customFields: { placa: 'ABC1D23' } })).toEqual({ content: 'Obrigatório' });
  });

  it('with no field to stand under are listed once, never lost', () => {
    const errors = { subjectId: 'Sem setor', type: 'Obrigatório', recipients: 'Obrigatório', 'customFields.placa': 'Obrigatório', isAcceptedTerm: 'Aceite' };
    expect(unshownErrors(errors, subject, body)).toEqual(['Obrigatório', 'Aceite']);
    expect(unshownErrors({ 'address.zip': 'CEP inválido' }, subject, { ...body, hasAddress: true })).toEqual([]);
  });
});
