// The service editor's rules: choosing a document type clears the subject (§4), the form a
// service fills round-trips to what is sent, and a service may not sit below itself.
import { describe, expect, it } from 'vitest';
import type { Service } from '../../../src-shared/api/services';
import { emptyServiceForm, parentCandidates, serviceFormOf, serviceToSend, withDocumentType } from './serviceForm';

const service: Service = {
  id: 7,
  name: 'Poda de árvore',
  description: 'Em via pública',
  documentType: 'requerimento',
  sectorId: 3,
  sectorName: 'Protocolo Geral',
  subjectId: 12,
  parentServiceId: null,
  status: 'enabled',
  whoMayRequest: 'Moradores',
  howToRequest: 'Pelo portal',
  deadline: '30 dias',
  cost: '',
  channels: ['Portal do Cidadão'],
};

describe('withDocumentType', () => {
  it('sets the type and clears the subject, whatever the type was', () => {
    const form = serviceFormOf(service);
    expect(withDocumentType(form, 'oficio')).toMatchObject({ documentType: 'oficio', subjectId: null, name: 'Poda de árvore' });
    expect(withDocumentType(form, 'requerimento').subjectId).toBeNull();
    expect(form.subjectId).toBe(12);
  });
});

describe('serviceToSend', () => {
  it('sends what the service holds, trimmed', () => {
    expect(serviceToSend({ ...serviceFormOf(service), name: '  Poda de árvore ' })).toEqual({
      name: 'Poda de árvore',
      description: 'Em via pública',
      sectorId: 3,
      documentType: 'requerimento',
      subjectId: 12,
      parentServiceId: null,
      whoMayRequest: 'Moradores',
      howToRequest: 'Pelo portal',
      deadline: '30 dias',
      cost: '',
      channels: ['Portal do Cidadão'],
    });
    expect(() => serviceToSend(emptyServiceForm())).toThrow();
  });
});

describe('parentCandidates', () => {
  it('leaves out the service and every service below it', () => {
    const rows = [
      { id: 1, parentServiceId: null },
      { id: 2, parentServiceId: 1 },
      { id: 3, parentServiceId: 2 },
      { id: 4, parentServiceId: null },
    ];
    expect(parentCandidates(rows, 1).map((row) => row.id)).toEqual([4]);
    expect(parentCandidates(rows, 2).map((row) => row.id)).toEqual([1, 4]);
    expect(parentCandidates(rows, 0).map((row) => row.id)).toEqual([1, 2, 3, 4]);
  });
});
