// The organisation's public profile and logo: the citizen portal shows them before anyone logs in.
// Its settings (companion §2 Organisation settings, §7 Organisation): PUT /organization and the
// logo, the print layout and its preview under manage-organization; the document types' settings
// under manage-doc-settings. The id is always 1 (§9).
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import {
  documentTypeSettingsInputSchema,
  LOGIN_IMAGE_FIELD,
  LOGIN_IMAGE_MAX_BYTES,
  LOGIN_IMAGES_MAX,
  LOGO_FIELD,
  LOGO_MAX_BYTES,
  ORGANIZATION_TEXT_KINDS,
  organizationInputSchema,
  printLayoutInputSchema,
  type DocumentTypeSetting,
  type Organization,
  type OrganizationText,
} from '../../src-shared/api/organization';
import { messages } from '../../src-shared/messages';
import { publicAccess, requireStaffPermission, withAccess } from '../auth/access';
import { isoAt, type ServerContext } from '../context';
import { typeName, typeSettings } from '../documents/catalog';
import { layoutSamplePdf } from '../documents/printLayout';
import { organizationName } from '../documents/printouts';
import { ApiError, invalidFields, notFound, type FieldErrors } from '../http/errors';
import { parseInput } from '../http/validation';
import { photoTypeOf } from '../profile/photo';
import type { OrganizationRow } from '../repos/organization';
import { sanitizeStoredHtml } from '../html/storedHtml';

const o = messages.organizationSettings.server;
const imageParams = z.object({ imageId: z.coerce.number().int().positive() });

/** The product serves one organisation per installation, always id 1 (companion spec §9). */
const ORGANIZATION_ID = 1;

const textKindSchema = z.enum(ORGANIZATION_TEXT_KINDS);

/** The logo's link names its version, so a new logo is a new address no cache holds. */
const logoPath = (id: number, version: number) => `/api/organization/${id}/logo?v=${version}`;

function organizationView(row: OrganizationRow, loginImageIds: readonly number[]): Organization {
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
    logoLink: row.has_logo === 1 ? logoPath(row.id, row.logo_version) : null,
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
    convert_word_files_on_upload: row.convert_word_files_on_upload === 1,
    is_edoc: row.is_edoc === 1,
    document_print_layout_id: row.document_print_layout_id,
    print_layout: {
      version: row.print_layout_version,
      content: row.print_layout_content,
      footer_text: row.print_layout_footer_text,
      margin_y: row.print_layout_margin_y,
      margin_x: row.print_layout_margin_x,
    },
    internal_service_letter: row.internal_service_letter,
    external_service_letter: row.external_service_letter,
    login_images: loginImageIds.map((imageId) => ({ id: imageId, link: `/api/organization/${row.id}/login-images/${imageId}` })),
  };
}

/** The logo's largest side once stored; bigger images are scaled down. */
const LOGO_MAX_SIDE = 800;
/** Decompression bombs stop here. */
const LOGO_MAX_PIXELS = 25_000_000;

/** An uploaded image's field, size and refusals: the logo's, or a login image's. */
type ImageUpload = { field: string; maxSide: number; missing: string; tooLarge: string; type: string; unreadable: string };
const LOGO_UPLOAD: ImageUpload = { field: LOGO_FIELD, maxSide: LOGO_MAX_SIDE, missing: o.logoMissing, tooLarge: o.logoTooLarge, type: o.logoType, unreadable: o.logoUnreadable };
/** The login screens' images are shown larger than the logo. */
const LOGIN_IMAGE_UPLOAD: ImageUpload = { field: LOGIN_IMAGE_FIELD, maxSide: 1920, missing: o.imageMissing, tooLarge: o.imageTooLarge, type: o.imageType, unreadable: o.imageUnreadable };

const imageRefused = (upload: ImageUpload, status: 413 | 422, reason: string) => new ApiError(status, { message: reason, errors: { [upload.field]: [reason] } });

async function readImage(request: FastifyRequest, upload: ImageUpload): Promise<Buffer> {
  if (!request.isMultipart()) throw imageRefused(upload, 422, upload.missing);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== upload.field) throw imageRefused(upload, 422, upload.missing);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as FastifyError).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageRefused(upload, 413, upload.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw imageRefused(upload, 422, upload.missing);
    throw error;
  }
  if (bytes === undefined || bytes.length === 0) throw imageRefused(upload, 422, upload.missing);
  return bytes;
}

/**
 * PNG or JPEG only, read from the bytes: an SVG may carry scripts and is refused. sharp decodes the
 * image for real and re-encodes it without metadata, no larger than the upload's largest side.
 */
async function processImage(bytes: Buffer, upload: ImageUpload): Promise<{ mime: string; data: Buffer }> {
  const type = photoTypeOf(bytes);
  if (type === null || type.format === 'webp') throw imageRefused(upload, 422, upload.type);
  try {
    const resized = sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: upload.maxSide, height: upload.maxSide, fit: 'inside', withoutEnlargement: true });
    const data = await (type.format === 'png' ? resized.png() : resized.jpeg({ quality: 90 })).toBuffer();
    return { mime: type.mime, data };
  } catch {
    throw imageRefused(upload, 422, upload.unreadable);
  }
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
    return organizationView(row, ctx.repos.organization.loginImages(row.id));
  });

  app.get('/api/organization/:id/logo', withAccess(publicAccess), async (request, reply) => {
    const logo = ctx.repos.organization.logo(organizationId(request.params));
    if (!logo) throw notFound();
    return reply.type(logo.logo_mime).header('Cache-Control', 'public, max-age=300').send(logo.logo_data);
  });

  // Public: the login screens show them before anyone logs in.
  app.get('/api/organization/:id/login-images/:imageId', withAccess(publicAccess), async (request, reply) => {
    const id = organizationId(request.params);
    const wanted = imageParams.safeParse(request.params);
    const image = wanted.success ? ctx.repos.organization.loginImage(id, wanted.data.imageId) : undefined;
    if (!image) throw notFound();
    return reply.type(image.mime).header('Cache-Control', 'public, max-age=300').send(image.data);
  });

  // Public: a visitor reads the terms before signing up, and the privacy policy from the footer.
  app.get('/api/organization/:id/texts/:kind', withAccess(publicAccess), async (request): Promise<OrganizationText> => {
    const id = organizationId(request.params);
    const kind = textKindSchema.safeParse((request.params as { kind?: string }).kind);
    const row = kind.success ? ctx.repos.organization.text(id, kind.data) : undefined;
    if (!row) throw notFound();
    return row;
  });

  const manageOrganization = withAccess(requireStaffPermission('manage-organization'));
  const manageDocSettings = withAccess(requireStaffPermission('manage-doc-settings'));
  const view = (row: OrganizationRow) => organizationView(row, ctx.repos.organization.loginImages(row.id));
  const current = (): OrganizationRow => {
    const row = ctx.repos.organization.find(ORGANIZATION_ID);
    if (!row) throw notFound();
    return row;
  };

  app.put('/api/organization', manageOrganization, async (request) => {
    const input = parseInput(organizationInputSchema, request.body);
    const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;
    ctx.db.transaction(() => {
      current();
      ctx.repos.organization.update(ORGANIZATION_ID, {
        name: input.name,
        type: input.type,
        document_number: input.documentNumber,
        telephones: JSON.stringify(input.telephones.map((telephone) => telephone.number)),
        address_street: input.address.street,
        address_number: input.address.number,
        address_neighborhood: input.address.neighborhood,
        address_city: input.address.city.name,
        address_state: input.address.state.name,
        address_zip: input.address.zip,
        primary_color: input.primary_color,
        is_ged_module_enabled: flag(input.is_ged_module_enabled),
        is_govbr_login_enable: flag(input.is_govbr_login_enable),
        is_moodle_enabled: flag(input.is_moodle_enabled),
        convert_word_files_on_upload: flag(input.convert_word_files_on_upload),
        is_edoc: flag(input.is_edoc),
        ged_app_url: input.ged_app_url,
        limit_days_to_first_login: input.limit_days_to_first_login,
        paper_price: input.paperPrice,
        print_price: input.printPrice,
        support_url: input.support_url,
        privacy_url: input.privacy_url,
        terms_url: input.terms_url,
        // Written in the rich text editor and shown to staff and citizens: stored sanitised, as models are.
        internal_service_letter: sanitizeStoredHtml(input.internal_service_letter),
        external_service_letter: sanitizeStoredHtml(input.external_service_letter),
      });
    })();
    return view(current());
  });

  // Multipart is parsed only in this scope, as in medias.ts.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    scope.post('/api/organization/logo', manageOrganization, async (request) => {
      const logo = await processImage(await readImage(request, LOGO_UPLOAD), LOGO_UPLOAD);
      ctx.db.transaction(() => {
        current();
        ctx.repos.organization.setLogo(ORGANIZATION_ID, logo.mime, logo.data);
      })();
      return view(current());
    });
  });

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: LOGIN_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    scope.post('/api/organization/login-images', manageOrganization, async (request, reply) => {
      const image = await processImage(await readImage(request, LOGIN_IMAGE_UPLOAD), LOGIN_IMAGE_UPLOAD);
      ctx.db.transaction(() => {
        current();
        if (ctx.repos.organization.loginImages(ORGANIZATION_ID).length >= LOGIN_IMAGES_MAX) {
          throw imageRefused(LOGIN_IMAGE_UPLOAD, 422, o.imagesFull(LOGIN_IMAGES_MAX));
        }
        ctx.repos.organization.addLoginImage(ORGANIZATION_ID, image.mime, image.data, isoAt(ctx.now()));
      })();
      return reply.code(201).send(view(current()));
    });
  });

  app.delete('/api/organization/login-images/:imageId', manageOrganization, async (request) => {
    const { imageId } = parseInput(imageParams, request.params);
    ctx.db.transaction(() => {
      if (!ctx.repos.organization.removeLoginImage(ORGANIZATION_ID, imageId)) throw new ApiError(404, { message: o.imageNotFound });
    })();
    return view(current());
  });

  app.put('/api/organization/print-layout', manageOrganization, async (request) => {
    const input = parseInput(printLayoutInputSchema, request.body);
    ctx.db.transaction(() => {
      current();
      ctx.repos.organization.setPrintLayout(ORGANIZATION_ID, input);
    })();
    return view(current());
  });

  // The preview of a layout not saved yet: a sample page through the printouts' own writer.
  app.post('/api/organization/print-layout/preview', manageOrganization, async (request, reply) => {
    const input = parseInput(printLayoutInputSchema, request.body);
    const pdf = layoutSamplePdf(organizationName(ctx.db), input, new Date(ctx.now()));
    return reply.type('application/pdf').header('Content-Disposition', 'inline; filename="layout.pdf"').header('Cache-Control', 'no-store').send(pdf);
  });

  const documentTypeSettings = (): DocumentTypeSetting[] =>
    typeSettings(ctx.db).map((row) => ({
      key: row.type_key,
      name: typeName(row.type_key),
      enabled: row.enabled === 1,
      document_print_layout_id: row.document_print_layout_id,
      default_recipient_sector_id: row.default_recipient_sector_id,
    }));

  app.get('/api/organization/document-settings', manageDocSettings, async () => ({ data: documentTypeSettings() }));

  app.put('/api/organization/document-settings', manageDocSettings, async (request) => {
    const input = parseInput(documentTypeSettingsInputSchema, request.body);
    ctx.db.transaction(() => {
      const enabledSector = ctx.db.prepare<[number], number>("SELECT id FROM sectors WHERE id = ? AND status = 'enabled'").pluck();
      const errors: FieldErrors = {};
      input.document_types.forEach((type, index) => {
        if (type.default_recipient_sector_id !== null && enabledSector.get(type.default_recipient_sector_id) === undefined) {
          errors[`document_types.${index}.default_recipient_sector_id`] = [o.unknownSector];
        }
      });
      if (Object.keys(errors).length > 0) throw invalidFields(errors);
      for (const type of input.document_types) {
        ctx.repos.organization.setDocumentTypeSetting({
          type_key: type.key,
          enabled: type.enabled ? 1 : 0,
          document_print_layout_id: type.document_print_layout_id,
          default_recipient_sector_id: type.default_recipient_sector_id,
        });
      }
    })();
    return { data: documentTypeSettings() };
  });
}
