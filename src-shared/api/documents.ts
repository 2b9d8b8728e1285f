// Document creation calls of spec §7 ("Document creation") and the entities of §3 they carry:
// settings and document types, subjects with the effects of their type, contacts, broadcast
// lists, blueprints (memo models), the document body, create/update/publish, medias, printing
// and the postal-code lookup. Shared by the reference server (request bodies, responses) and the
// renderer (responses it reads, bodies it sends).
import { z } from 'zod';
import { messages } from '../messages';
import { stageFlowSchema } from './flow';
import { attachmentSchema, emailUuidSchema } from './inbox';
import { DEFAULT_PRIORITY, prioritySchema } from './priority';

export const DOCUMENT_TYPE_KEYS = ['oficio', 'memorando', 'circular', 'requerimento', 'despacho'] as const;
export type DocumentTypeKey = (typeof DOCUMENT_TYPE_KEYS)[number];

/** A recipient as the document holds it (§3 Recipient): one of a sector, a person or a list. */
export const recipientSchema = z.object({
  isCc: z.boolean().default(false),
  sector_id: z.number().int().positive().nullable().default(null),
  person_id: z.number().int().positive().nullable().default(null),
  broadcast_id: z.number().int().positive().nullable().default(null),
  responsible_id: z.number().int().positive().nullable().default(null),
  /** What the form shows; the server fills it from the ids it stores. */
  name: z.string().max(255).default(''),
  email: z.string().max(255).default(''),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const documentTypeSchema = z.object({
  key: z.enum(DOCUMENT_TYPE_KEYS),
  name: z.string(),
  /** The type's default recipient, used when the subject is neither broadcast nor restricted. */
  default_recipient: recipientSchema.nullable(),
  document_print_layout_id: z.number().int().nullable(),
});

export const documentSettingsSchema = z.object({
  document_types: z.array(documentTypeSchema),
  /** The organisation's editor fonts (§6: per-organisation behaviour). */
  fonts: z.array(z.string()),
  /** Attachment limit, said before upload. */
  max_upload_bytes: z.number().int().positive(),
  allowed_mime_types: z.array(z.string()),
});
export type DocumentSettings = z.infer<typeof documentSettingsSchema>;

export const externalLayoutSchema = z.object({ document_print_layout_id: z.number().int().nullable(), header_html: z.string(), footer_html: z.string() });

/** recipients_type: opened (the type's default), opened_limited (restricted: none), broadcast (the subject's own). */
export const SUBJECT_RECIPIENT_TYPES = ['opened', 'opened_limited', 'broadcast'] as const;
export const customFieldSchema = z.object({ key: z.string(), label: z.string(), type: z.enum(['text', 'number', 'date']), required: z.boolean() });
/** A stage of the subject's flow; actions and requirements are optional (api/flow.ts fills the default actions). */
export const subjectStageSchema = z.object({ name: z.string(), position: z.number().int() }).extend(stageFlowSchema.shape);

export const subjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** HTML model content the document starts from. */
  model: z.string(),
  priority: prioritySchema,
  is_circular: z.boolean(),
  terms: z.string().nullable(),
  recipients_type: z.enum(SUBJECT_RECIPIENT_TYPES),
  subject_recipients: z.array(recipientSchema),
  stages: z.array(subjectStageSchema),
  fields: z.array(customFieldSchema),
  users_can_create_anonymously: z.boolean(),
  users_can_create_secretly: z.boolean(),
  users_can_create_identified: z.boolean(),
  can_set_description_on_document: z.boolean(),
  /** A citizen may reopen a closed request under this subject by answering it. */
  users_can_reopen_document: z.boolean(),
  /** What the organisation says to whoever files under it, shown when it is chosen. */
  announcement: z.string().default(''),
  /** The attachments a filing must (or may) carry, named before the filer starts. */
  required_attachments: z.array(z.object({ name: z.string(), required: z.boolean() })).default([]),
  /** The subject is handled in another system, at this address: nothing is filed here. */
  redirect_to_external_app: z.boolean().default(false),
  redirect_to_external_app_url: z.string().nullable().default(null),
  /** The sector that owns the subject (null: the whole organisation). Added by the reference server. */
  sector_id: z.number().int().nullable().optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
});
export type Subject = z.infer<typeof subjectSchema>;
export const subjectListSchema = z.object({ data: z.array(subjectSchema) });

export const CONTACT_KINDS = ['person', 'company', 'sector'] as const;
export const contactSchema = z.object({
  kind: z.enum(CONTACT_KINDS),
  id: z.number().int(),
  name: z.string(),
  user_inbox_email: z.string(),
  sector_name: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListSchema = z.object({ data: z.array(contactSchema) });

/** GET sector/{id}: a sector as an address (§3 Sector (as address)). */
export const sectorAddressSchema = z.object({ id: z.number().int(), name: z.string(), sector_name: z.string(), symbol: z.string(), internalEmail: z.string() });
export type SectorAddress = z.infer<typeof sectorAddressSchema>;

export const broadcastListSchema = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string(), recipients_count: z.number().int() })) });

export const blueprintSchema = z.object({ id: z.number().int(), name: z.string(), content: z.string(), sector_id: z.number().int(), type: z.literal('memo') });
export type Blueprint = z.infer<typeof blueprintSchema>;
export const blueprintListSchema = z.object({ data: z.array(blueprintSchema) });
export const blueprintBodySchema = z.object({ name: z.string().trim().min(1).max(255), content: z.string().max(200_000), sector_id: z.number().int().positive() });

export const IDENTIFICATIONS = ['identified', 'confidential', 'anonymous'] as const;
export const addressSchema = z.object({
  zip: z.string().max(9).default(''),
  uf: z.string().max(2).default(''),
  city: z.string().max(120).default(''),
  number: z.string().max(20).default(''),
  street: z.string().max(255).default(''),
  neighborhood: z.string().max(120).default(''),
  complement: z.string().max(120).default(''),
  /**
   * §3 address latitude, longitude: typed with the address, or found by the geocoding client when
   * the document is published (src-server/geocoding/). Both or neither.
   */
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
}).refine((address) => (address.latitude === null) === (address.longitude === null), { path: ['latitude'], error: messages.map.coordinatesTogether });

/** What a draft written in answer to an email becomes when sent: a reply, or a despacho or nota (written offline, issue 15 §7). */
export const ANSWER_KINDS = ['reply', 'add-dispatch', 'note'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];
export const replyToSchema = z.object({ inbox_email_uuid: emailUuidSchema, all: z.boolean().default(false), kind: z.enum(ANSWER_KINDS).default('reply') });
export type ReplyTo = z.infer<typeof replyToSchema>;

/**
 * The document as the create form edits it (a subset of §3 Document body). Drafts hold exactly
 * this, locally and on the server; nothing here is required until publish.
 */
export const documentBodySchema = z.object({
  type: z.enum(DOCUMENT_TYPE_KEYS).nullable().default(null),
  subjectId: z.number().int().positive().nullable().default(null),
  /** The document's title ("subject" in the API's words). */
  subject: z.string().max(255).default(''),
  content: z.string().max(2_000_000).default(''),
  description: z.string().max(5000).default(''),
  recipients: z.array(recipientSchema).max(200).default([]),
  /** Sent from the sector inbox or the user's own (§6: the inbox decides the sender address). */
  from: z.enum(['sector', 'personal']).default('sector'),
  identification: z.enum(IDENTIFICATIONS).default('identified'),
  isUrgent: z.boolean().default(false),
  priority_id: prioritySchema.default(DEFAULT_PRIORITY),
  isCircular: z.boolean().default(false),
  customFields: z.record(z.string(), z.string().max(2000)).default({}),
  hasAddress: z.boolean().default(false),
  address: addressSchema.default(addressSchema.parse({})),
  terms: z.string().nullable().default(null),
  isAcceptedTerm: z.boolean().default(false),
  stages: z.array(subjectStageSchema).default([]),
  /**
   * Responder / Responder a todos: the inbox email this draft answers (all: everyone the answered
   * dispatch reached, not only its sender). Publishing such a draft appends a reply to that
   * conversation; it needs no title, type or recipients of its own.
   */
  reply_to: replyToSchema.nullable().default(null),
});
export type DocumentBody = z.infer<typeof documentBodySchema>;

/** The server's copy of a draft or document; version grows by one on every accepted update. */
export const serverDocumentSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  inbox_email_uuid: z.string(),
  version: z.number().int().positive(),
  documentStatus: z.enum(['draft', 'published']),
  number: z.string().nullable(),
  updated_at: z.string(),
  body: documentBodySchema,
});
export type ServerDocument = z.infer<typeof serverDocumentSchema>;

/** PUT inbox/email/{uuid}: the update names the version it was made from. */
export const updateDocumentSchema = z.object({ base_version: z.number().int().positive(), body: documentBodySchema });
/** 409 when base_version is not the server's: both copies go back to the user, nothing is overwritten. */
export const conflictSchema = z.object({ message: z.string(), current: serverDocumentSchema });
/** The header that makes a create safe to repeat: the same key gives the same document. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const publishResultSchema = z.object({ number: z.string(), inbox_email_uuid: z.string() });

/** An attachment as the medias calls answer it: the item view's, plus what downloads and reviews need. */
export const mediaSchema = attachmentSchema.extend({
  /** For GET /upload?key and upload/link?key. */
  remote_file_key: z.string(),
  rejected_status: z.enum(['REJECTED']).nullable(),
  rejected_message: z.string().nullable(),
});
export type Media = z.infer<typeof mediaSchema>;
export const mediaUploadResultSchema = z.object({ files: z.array(mediaSchema) });
export const rejectBodySchema = z.object({ rejected_message: z.string().trim().min(1).max(2000) });
export const uploadLinkSchema = z.object({ link: z.string() });

export const zipLookupSchema = z.object({ zip: z.string(), uf: z.string(), city: z.string(), neighborhood: z.string(), street: z.string(), complement: z.string() });
export type ZipLookup = z.infer<typeof zipLookupSchema>;

/** POST inbox/email/{id}/print/partial: the dispatches (ids of the summary's email_id) to print with the document. */
export const printPartialBodySchema = z.object({ dispatch_ids: z.array(z.number().int().positive()).min(1).max(500) });
/** POST inbox/email/print-preview: the editor's HTML as a PDF, titled by the subject when given. */
export const printPreviewBodySchema = z.object({ content: z.string().max(2_000_000), subject_id: z.number().int().positive().nullable().optional() });
/** POST inbox/email/{uuid}/print/cover: the cover sheet (items are reserved, sent empty). */
export const printCoverBodySchema = z.object({ items: z.array(z.unknown()).max(100).default([]), has_cover: z.boolean() });
