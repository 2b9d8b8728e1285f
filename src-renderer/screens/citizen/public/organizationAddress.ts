// The organisation's address on one line, as the footer and the LAI page show it.
import type { Organization } from '../../../../src-shared/api/organization';

export const addressLine = ({ address }: Pick<Organization, 'address'>) =>
  `${address.street}, ${address.number} — ${address.neighborhood}, ${address.city.name} - ${address.state.name}, CEP ${address.zip}`;
