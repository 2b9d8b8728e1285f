import { describe, expect, it } from 'vitest';
import { documentBodySchema, recipientSchema, subjectSchema, type Subject } from '../../../src-shared/api/documents';
import { allowedIdentifications, applySubject, modelWouldReplace, type DocumentType } from './applySubject';
import { isKnownField, serverFieldErrors, validateForPublish } from './publishValidation';

const body = (partial: Record<string, unknown> = {}) => documentBodySchema.parse(partial);
const recipient = (partial: Record<string, unknown>) => recipientSchema.parse(partial);

const subject = (partial: Partial<Subject> = {}): Subject =>
  subjectSchema.parse({
    id: 7,
    name: 'Pedido de informação',
    description: '',
    model: '<p>Modelo do assunto</p>',
    priority: 3,
    is_circular: false,
    terms: null,
    recipients_type: 'opened',
    subject_recipients: [],
    stages: [{ name: 'Triagem', position: 1 }],
    fields: [],
    users_can_create_anonymously: false,
    users_can_create_secretly: true,
    users_can_create_identified: true,
    can_set_description_on_document: false,
    users_can_reopen_document: false,
    ...partial,
  });

const oficio: DocumentType = {
  key: 'oficio',
  name: 'Ofício',
  default_recipient: recipient({ sector_id: 4, name: 'Protocolo' }),
  document_print_layout_id: null,
};
const noDefault: DocumentType = { ...oficio, default_recipient: null };

describe('applySubject (§4 subject type effects)', () => {
  it('sets stages, model, terms, priority and circular flag', () => {
    const next = applySubject(body(), subject({ terms: 'Termo de uso', is_circular: true }), oficio);
    expect(next).toMatchObject({
      subjectId: 7,
      stages: [{ name: 'Triagem', position: 1 }],
      content: '<p>Modelo do assunto</p>',
      terms: 'Termo de uso',
      isAcceptedTerm: false,
      priority_id: 3,
      isCircular: true,
    });
  });

  it('broadcast subjects take the subject recipients, its Cc ones as Cc (the user Cc stays)', () => {
    const cc = recipient({ person_id: 9, isCc: true });
    const subjectCc = recipient({ sector_id: 4, isCc: true, name: 'Protocolo Geral' });
    const next = applySubject(
      body({ recipients: [recipient({ person_id: 1 }), cc, recipient({ sector_id: 4, isCc: true })] }),
      subject({ recipients_type: 'broadcast', subject_recipients: [recipient({ broadcast_id: 2, name: 'Secretarias' }), subjectCc] }),
      oficio,
    );
    expect(next.recipients).toEqual([expect.objectContaining({ broadcast_id: 2, isCc: false }), subjectCc, cc]);
  });

  it('restricted subjects get no recipients', () => {
    const next = applySubject(body({ recipients: [recipient({ person_id: 1 }), recipient({ person_id: 2, isCc: true })] }), subject({ recipients_type: 'opened_limited' }), oficio);
    expect(next.recipients).toEqual([]);
  });

  it('other subjects get the document type default recipient', () => {
    const next = applySubject(body({ recipients: [recipient({ person_id: 1 })] }), subject(), oficio);
    expect(next.recipients).toEqual([expect.objectContaining({ sector_id: 4, isCc: false })]);
  });

  it('without a default recipient the user choice stays', () => {
    const mine = [recipient({ person_id: 1 })];
    expect(applySubject(body({ recipients: mine }), subject(), noDefault).recipients).toEqual(mine);
    expect(applySubject(body({ recipients: mine }), subject(), null).recipients).toEqual(mine);
  });

  it('does not replace typed content unless confirmed', () => {
    const typed = body({ content: '<p>Meu texto</p>' });
    expect(modelWouldReplace(typed, subject())).toBe(true);
    expect(applySubject(typed, subject(), oficio).content).toBe('<p>Meu texto</p>');
    expect(applySubject(typed, subject(), oficio, { replaceContent: true }).content).toBe('<p>Modelo do assunto</p>');
    expect(modelWouldReplace(body({ content: '<p></p>' }), subject())).toBe(false);
    expect(applySubject(typed, subject({ model: '' }), oficio, { replaceContent: true }).content).toBe('<p>Meu texto</p>');
  });

  it('keeps only the subject custom fields and the values typed for them', () => {
    const fields = [
      { key: 'processo', label: 'Processo', type: 'text' as const, required: true },
      { key: 'data', label: 'Data', type: 'date' as const, required: false },
    ];
    const next = applySubject(body({ customFields: { processo: '12', antigo: 'x' } }), subject({ fields }), oficio);
    expect(next.customFields).toEqual({ processo: '12', data: '' });
  });

  it('moves the identification to one the subject allows', () => {
    const onlyAnonymous = subject({ users_can_create_identified: false, users_can_create_secretly: false, users_can_create_anonymously: true });
    expect(allowedIdentifications(onlyAnonymous)).toEqual(['anonymous']);
    expect(applySubject(body(), onlyAnonymous, oficio).identification).toBe('anonymous');
    expect(applySubject(body({ identification: 'confidential' }), subject(), oficio).identification).toBe('confidential');
  });

  it('keeps the terms accepted only when the terms are the same', () => {
    const accepted = body({ terms: 'A', isAcceptedTerm: true });
    expect(applySubject(accepted, subject({ terms: 'A' }), oficio).isAcceptedTerm).toBe(true);
    expect(applySubject(accepted, subject({ terms: 'B' }), oficio).isAcceptedTerm).toBe(false);
  });
});

const complete = () =>
  applySubject(body({ type: 'oficio', subject: 'Título', content: '<p>Texto</p>' }), subject(), oficio);

describe('publish validation', () => {
  it('a complete document passes', () => {
    expect(validateForPublish(complete(), subject())).toEqual({});
  });

  it('requires type, subject, title, content and a recipient', () => {
    expect(validateForPublish(body(), null)).toEqual({
      type: 'Campo obrigatório',
      subjectId: 'Campo obrigatório',
      subject: 'Campo obrigatório',
      content: 'Campo obrigatório',
      recipients: 'Campo obrigatório',
    });
    expect(validateForPublish({ ...complete(), content: '<p> </p>' }, subject()).content).toBe('Campo obrigatório');
  });

  it('a Cc alone is not a recipient', () => {
    const onlyCc = { ...complete(), recipients: [recipient({ person_id: 3, isCc: true })] };
    expect(validateForPublish(onlyCc, subject()).recipients).toBe('Campo obrigatório');
  });

  it('restricted subjects and circulars need no recipient', () => {
    const none = { ...complete(), recipients: [] };
    expect(validateForPublish(none, subject({ recipients_type: 'opened_limited' })).recipients).toBeUndefined();
    expect(validateForPublish({ ...none, isCircular: true }, subject()).recipients).toBeUndefined();
  });

  it('requires accepted terms and required custom fields', () => {
    const fields = [
      { key: 'processo', label: 'Processo', type: 'text' as const, required: true },
      { key: 'obs', label: 'Obs', type: 'text' as const, required: false },
    ];
    const withTerms = subject({ terms: 'Termo', fields });
    const doc = applySubject(complete(), withTerms, oficio);
    expect(validateForPublish(doc, withTerms)).toEqual({ isAcceptedTerm: 'Campo obrigatório', 'customFields.processo': 'Campo obrigatório' });
    expect(validateForPublish({ ...doc, isAcceptedTerm: true, customFields: { processo: '1', obs: '' } }, withTerms)).toEqual({});
  });

  it('with an address requires its fields and an 8-digit CEP', () => {
    const doc = { ...complete(), hasAddress: true };
    expect(Object.keys(validateForPublish(doc, subject()))).toEqual(['address.zip', 'address.uf', 'address.city', 'address.neighborhood', 'address.street', 'address.number']);
    const address = { zip: '01310-10', uf: 'SP', city: 'São Paulo', neighborhood: 'Bela Vista', street: 'Av. Paulista', number: '1000', complement: '', latitude: null, longitude: null };
    expect(validateForPublish({ ...doc, address }, subject())).toEqual({ 'address.zip': 'CEP deve ter 8 dígitos' });
    expect(validateForPublish({ ...doc, address: { ...address, zip: '01310-100' } }, subject())).toEqual({});
  });

  it('reads the server 422 errors by field', () => {
    expect(serverFieldErrors({ subject: ['Título já usado', 'outro'], 'address.zip': ['CEP inválido'] })).toEqual({ subject: 'Título já usado', 'address.zip': 'CEP inválido' });
    expect(serverFieldErrors(undefined)).toEqual({});
    expect(isKnownField('subject', null)).toBe(true);
    expect(isKnownField('medias', null)).toBe(false);
  });
});
