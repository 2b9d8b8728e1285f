// Where the portal's public pages live, and where "Solicitar" leads: filing a request of the
// service's subject (the create screen reads ?subject= to preselect it); a visitor first logs in
// and comes back to that same address.
import { CITIZEN_AREA } from '../../../app/area';
import { loginPathFor } from '../../../routing/access';
import { citizenFilingPath } from '../filing/citizenFilingPaths';

export const SERVICE_LETTER_PATH = '/citizen/service-letter';
export const LAI_PATH = '/citizen/lai';
export const REPORTS_PATH = '/citizen/reports';
export const ACCESSIBILITY_PATH = '/citizen/accessibility';

export const requestPathFor = (subjectId: number) => citizenFilingPath({ subject: subjectId });

export const requestLinkFor = (subjectId: number, loggedIn: boolean) =>
  loggedIn ? requestPathFor(subjectId) : loginPathFor(CITIZEN_AREA.loginPath, requestPathFor(subjectId));
