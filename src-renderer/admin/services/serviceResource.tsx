// Services (issue 18; companion §3 Service, §4, §7 Services, §8) declared for the administration's
// generic screens: the list (name, sector, document type, subject, status switch) filtered by
// search, status and sector, and the editor whose document type clears the subject at once. The
// enabled services of enabled sectors are the portal's Carta de Serviços. Services are never
// deleted, only disabled.
import { serviceSaveSchema, SERVICE_NAME_MAX, SERVICE_SHORT_MAX, SERVICE_TEXT_MAX, type Service } from '../../../src-shared/api/services';
import { messages } from '../../../src-shared/messages';
import { adminServicesApi } from '../../api/client';
import { defineResource } from '../resource/defineResource';
import { apiListParams } from '../resource/listQuery';
import { sectorIdFilter } from '../sectorIdFilter';
import { ChannelsField, DocumentTypeField, ParentServiceField, ServiceSectorField, SubjectField, SubjectName } from './ServiceFields';
import { emptyServiceForm, serviceFormOf, serviceToSend, type ServiceForm } from './serviceForm';

const a = messages.adminServices;
export const SERVICES_PATH = '/administration/settings/services';
const MANAGE = ['manage-services'];
const typeName = (key: string) => (messages.documents.typeNames as Record<string, string>)[key] ?? key;

export const serviceResource = defineResource<Service, ServiceForm>({
  name: 'services',
  texts: { title: a.title, intro: a.intro, singular: a.singular, create: a.create, editTitle: a.editTitle, loadFailed: a.loadFailed, saveFailed: a.saveFailed },
  path: SERVICES_PATH,
  permissions: { list: MANAGE, create: MANAGE, update: MANAGE, delete: [] },
  schema: serviceSaveSchema,
  filters: {
    search: true,
    status: { default: 'all' },
    // GET /service?sector_id= narrows to one sector (the sector editor's tab fixes it).
    extra: [sectorIdFilter],
  },
  columns: [
    { key: 'name', label: a.name, render: (service) => service.name, primary: true },
    { key: 'sector', label: a.sector, render: (service) => service.sectorName },
    { key: 'documentType', label: a.documentType, render: (service) => typeName(service.documentType) },
    { key: 'subject', label: a.subject, render: (service) => <SubjectName id={service.subjectId} /> },
  ],
  editor: {
    empty: emptyServiceForm,
    fromItem: serviceFormOf,
    tabs: [
      {
        key: 'general',
        label: a.tabGeneral,
        fields: [
          { kind: 'text', name: 'name', label: a.name, required: true, maxLength: SERVICE_NAME_MAX },
          { kind: 'textarea', name: 'description', label: a.description, maxLength: SERVICE_TEXT_MAX },
          { kind: 'custom', name: 'sectorId', render: (props) => <ServiceSectorField {...props} /> },
          { kind: 'custom', name: 'documentType', render: (props) => <DocumentTypeField {...props} /> },
          { kind: 'custom', name: 'subjectId', render: (props) => <SubjectField {...props} /> },
          { kind: 'custom', name: 'parentServiceId', render: (props) => <ParentServiceField {...props} /> },
        ],
      },
      {
        key: 'letter',
        label: a.tabLetter,
        fields: [
          { kind: 'textarea', name: 'whoMayRequest', label: a.whoMayRequest, maxLength: SERVICE_TEXT_MAX },
          { kind: 'textarea', name: 'howToRequest', label: a.howToRequest, maxLength: SERVICE_TEXT_MAX },
          { kind: 'text', name: 'deadline', label: a.deadline, maxLength: SERVICE_SHORT_MAX },
          { kind: 'text', name: 'cost', label: a.cost, maxLength: SERVICE_SHORT_MAX },
          { kind: 'custom', name: 'channels', render: (props) => <ChannelsField {...props} /> },
        ],
      },
    ],
  },
  api: {
    list: (query, signal) => adminServicesApi.list(apiListParams(query), signal),
    get: adminServicesApi.get,
    create: (form) => adminServicesApi.create(serviceToSend(form)),
    update: (id, form) => adminServicesApi.update(id, serviceToSend(form)),
    toggleStatus: (service, status) => adminServicesApi.setStatus(service.id, status),
  },
  titleOf: (service) => service.name,
  statusOf: (service) => service.status,
});
