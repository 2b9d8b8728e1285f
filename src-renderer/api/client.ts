// The renderer's API client, bound to the session: base URL and token from the session store,
// and the session-ending rules wired in by the area at start-up.
import { reportServerReached } from '../offline/serverStatus';
import { inboxHeadersOf, sessionStore } from '../session/sessionStore';
import { createAbsenceReasonsApi } from './absenceReasonsApi';
import { createAdminServicesApi } from './adminServicesApi';
import { createTagsApi } from './tagsApi';
import { createAuditApi } from './auditApi';
import { createAuthenticityApi } from './authenticityApi';
import { createBlueprintsApi } from './blueprintsApi';
import { createBroadcastListsApi } from './broadcastListsApi';
import { createAccountCodesApi } from './accountCodesApi';
import { createChatApi } from './chatApi';
import { createCitizenFilingApi } from './citizenFilingApi';
import { createCitizenRequestsApi } from './citizenRequestsApi';
import { createDocumentsApi } from './documentsApi';
import { createExternalContactsApi } from './externalContactsApi';
import { createFlowApi } from './flowApi';
import { createHttpClient } from './http';
import { createInboxApi } from './inboxApi';
import { createInternalUsersApi } from './internalUsersApi';
import { createLocationsApi } from './locationsApi';
import { createMapApi } from './mapApi';
import { createSignupApi } from './signupApi';
import { createNotificationsApi } from './notificationsApi';
import { createOrganizationApi } from './organizationApi';
import { createProfileApi } from './profileApi';
import { createReportsApi } from './reportsApi';
import { createRolesApi } from './rolesApi';
import { createSessionApi } from './sessionApi';
import { createSectorsApi } from './sectorsApi';
import { createServicesApi } from './servicesApi';
import { createSigningApi } from './signingApi';
import { createSignatureRequestsApi } from './signatureRequestsApi';
import { createSubjectsApi } from './subjectsApi';

const handlers = { onUnauthorized: () => {}, onDisabledUser: () => {} };

export function setSessionEndHandlers(next: typeof handlers): void {
  Object.assign(handlers, next);
}

export const http = createHttpClient({
  baseUrl: () => sessionStore.getState().serverUrl,
  token: () => sessionStore.getState().token,
  inboxHeaders: () => inboxHeadersOf(sessionStore.getState()),
  onUnauthorized: () => handlers.onUnauthorized(),
  onDisabledUser: () => handlers.onDisabledUser(),
  onReachability: reportServerReached,
});

export const sessionApi = createSessionApi(http);
export const inboxApi = createInboxApi(http);
export const mapApi = createMapApi(http);
export const documentsApi = createDocumentsApi(http);
export const flowApi = createFlowApi(http);
export const notificationsApi = createNotificationsApi(http);
export const signingApi = createSigningApi(http);
export const signatureRequestsApi = createSignatureRequestsApi(http);
export const chatApi = createChatApi(http);
export const locationsApi = createLocationsApi(http);
export const authenticityApi = createAuthenticityApi(http);
export const citizenRequestsApi = createCitizenRequestsApi(http);
export const citizenFilingApi = createCitizenFilingApi(http);
export const accountCodesApi = createAccountCodesApi(http);
export const profileApi = createProfileApi(http);
export const signupApi = createSignupApi(http);
export const servicesApi = createServicesApi(http);
export const rolesApi = createRolesApi(http);
export const absenceReasonsApi = createAbsenceReasonsApi(http);
export const adminServicesApi = createAdminServicesApi(http);
export const tagsApi = createTagsApi(http);
export const auditApi = createAuditApi(http);
export const externalContactsApi = createExternalContactsApi(http);
export const broadcastListsApi = createBroadcastListsApi(http);
export const blueprintsApi = createBlueprintsApi(http);
export const subjectsApi = createSubjectsApi(http);
export const internalUsersApi = createInternalUsersApi(http);
export const sectorsApi = createSectorsApi(http);
export const organizationApi = createOrganizationApi(http);
export const reportsApi = createReportsApi(http);
