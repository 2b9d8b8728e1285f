// The organisation's public profile and logo: the citizen portal shows them before anyone logs in.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ORGANIZATION_TEXT_KINDS, type Organization, type OrganizationText } from '../../src-shared/api/organization';
import { publicAccess, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import type { OrganizationRow } from '../repos/organization';

/** The product serves one organisation per installation, always id 1 (companion spec §9). */
const ORGANIZATION_ID = 1;

const textKindSchema = z.enum(ORGANIZATION_TEXT_KINDS);

const logoPath = (id: number) => `/api/organization/${id}/logo`;

function organizationView(row: OrganizationRow): Organization {
  const telephones = JSON.parse(row.telephones) as unknown;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    documentNumber: row.document_number,
    telephones: Array.isArray(telephones) ? telephones.map((number) => ({ number: String(number) })) : [],
    address: {
      street: row.address_street,
      number: row.address_number,
      neighborhood: row.address_neighborhood,
      city: { name: row.address_city },
      state: { name: row.address_state },
      zip: row.address_zip,
    },
    logoLink: row.has_logo === 1 ? logoPath(row.id) : null,
    primary_color: row.primary_color,
    is_ged_module_enabled: row.is_ged_module_enabled === 1,
    is_govbr_login_enable: row.is_govbr_login_enable === 1,
    is_moodle_enabled: row.is_moodle_enabled === 1,
    ged_app_url: row.ged_app_url,
    limit_days_to_first_login: row.limit_days_to_first_login,
    paperPrice: row.paper_price,
    printPrice: row.print_price,
    support_url: row.support_url,
    privacy_url: row.privacy_url,
    terms_url: row.terms_url,
    pades_signature_form: row.pades_signature_form,
    recaptcha_enabled: row.recaptcha_enabled === 1,
    recaptcha_site_key: row.recaptcha_site_key,
  };
}

const organizationId = (params: unknown): number => {
  const id = (params as { id?: string }).id;
  if (id !== String(ORGANIZATION_ID)) throw notFound();
  return ORGANIZATION_ID;
};

export function registerOrganizationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/organization/:id', withAccess(publicAccess), async (request) => {
    const row = ctx.repos.organization.find(organizationId(request.params));
    if (!row) throw notFound();
    return organizationView(row);
  });

  app.get('/api/organization/:id/logo', withAccess(publicAccess), async (request, reply) => {
    const logo = ctx.repos.organization.logo(organizationId(request.params));
    if (!logo) throw notFound();
    return reply.type(logo.logo_mime).header('Cache-Control', 'public, max-age=300').send(logo.logo_data);
  });

  // Public: a visitor reads the terms before signing up, and the privacy policy from the footer.
  app.get('/api/organization/:id/texts/:kind', withAccess(publicAccess), async (request): Promise<OrganizationText> => {
    const id = organizationId(request.params);
    const kind = textKindSchema.safeParse((request.params as { kind?: string }).kind);
    const row = kind.success ? ctx.repos.organization.text(id, kind.data) : undefined;
    if (!row) throw notFound();
    return row;
  });
}
