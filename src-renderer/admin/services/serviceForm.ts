// The service editor's form (issue 18): what it holds, how a service fills it, and §4's rule —
// choosing a document type clears the subject at once (the server applies the same rule on save).
import { serviceSaveSchema, type Service, type ServiceSaveRequest } from '../../../src-shared/api/services';

/** Nullable where the editor starts empty; the shared schema says what is missing. */
export type ServiceForm = Omit<ServiceSaveRequest, 'sectorId' | 'documentType' | 'subjectId' | 'parentServiceId' | 'channels'> & {
  sectorId: number | null;
  documentType: string | null;
  subjectId: number | null;
  parentServiceId: number | null;
  channels: string[];
};

export const emptyServiceForm = (): ServiceForm => ({
  name: '',
  description: '',
  sectorId: null,
  documentType: null,
  subjectId: null,
  parentServiceId: null,
  whoMayRequest: '',
  howToRequest: '',
  deadline: '',
  cost: '',
  channels: [],
});

export const serviceFormOf = (service: Service): ServiceForm => ({
  name: service.name,
  description: service.description,
  sectorId: service.sectorId,
  documentType: service.documentType,
  subjectId: service.subjectId,
  parentServiceId: service.parentServiceId,
  whoMayRequest: service.whoMayRequest,
  howToRequest: service.howToRequest,
  deadline: service.deadline,
  cost: service.cost,
  channels: service.channels,
});

/** §4: a document type chosen (even the same one again) leaves the service without a subject. */
export const withDocumentType = (form: ServiceForm, documentType: string | null): ServiceForm => ({ ...form, documentType, subjectId: null });

/** What is sent, once the editor's check passed (the schema's output is a valid request). */
export const serviceToSend = (form: ServiceForm): ServiceSaveRequest => serviceSaveSchema.parse(form);

/** The services that may be this one's parent: neither itself nor any service below it. */
export function parentCandidates<Row extends { id: number; parentServiceId: number | null }>(services: readonly Row[], id: number): Row[] {
  if (id <= 0) return [...services];
  const below = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const service of services) {
      if (service.parentServiceId !== null && below.has(service.parentServiceId) && !below.has(service.id)) {
        below.add(service.id);
        grew = true;
      }
    }
  }
  return services.filter((service) => !below.has(service.id));
}
