// The citizen's own view of a request (issue 15, the server side of the citizen portal's screen):
// GET citizen/requests/{uuid}/conversation answers what the citizen sent and every reply addressed
// to them, oldest first; never an internal note, never a step between sectors.
import { z } from 'zod';
import { messages } from '../messages';
import { pageSchema } from './page';

export const citizenConversationItemSchema = z.object({
  dispatch_uuid: z.string(),
  type: z.string(),
  from: z.string(),
  content: z.string(),
  created_at: z.string(),
  /** Sent by the citizen (their request, their answers), else the organisation's reply. */
  mine: z.boolean(),
});

// A file of the request the citizen may download (GET citizen/requests/{uuid}/files/{id}):
// one they sent (mine) or one sent to them with a reply (dispatch_uuid names that reply).
export const citizenFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  mine: z.boolean(),
  dispatch_uuid: z.string().nullable(),
});
export type CitizenFile = z.infer<typeof citizenFileSchema>;

export const citizenConversationSchema = z.object({
  data: z.object({
    uuid: z.string(),
    title: z.string(),
    number: z.string(),
    created_at: z.string(),
    /** What the citizen wrote when filing (the document's text, HTML the portal sanitises again). */
    text: z.string(),
    /** Whether the citizen may answer now (POST citizen/requests/{uuid}/answer). */
    can_answer: z.boolean(),
    /** The request is closed and its subject lets an answer reopen it (users_can_reopen_document). */
    answer_reopens: z.boolean(),
    status: z.enum(['open', 'closed']),
    stage: z.string().nullable(),
    items: z.array(citizenConversationItemSchema),
    /** The files the citizen sent and the files the organisation sent them with a reply. */
    files: z.array(z.lazy(() => citizenFileSchema)),
  }),
});
export type CitizenConversation = z.infer<typeof citizenConversationSchema>;

// Minhas solicitações (issue 16): GET citizen/requests?search=&page=&per_page= lists the citizen's
// own requests, newest first, in the staff lists' page shape; status is a key the portal names
// (messages.citizenRequests.status); stage is the current stage's name, null without a flow;
// replies counts the organisation's replies addressed to the citizen, unread those since the
// citizen last opened the request.
export const CITIZEN_REQUEST_STATUSES = ['open', 'closed'] as const;
export const citizenRequestStatusSchema = z.enum(CITIZEN_REQUEST_STATUSES);
export type CitizenRequestStatus = z.infer<typeof citizenRequestStatusSchema>;

export const citizenRequestItemSchema = z.object({
  uuid: z.string(),
  number: z.string(),
  title: z.string(),
  subject: z.string().nullable(),
  created_at: z.string(),
  status: citizenRequestStatusSchema,
  stage: z.string().nullable(),
  replies: z.number().int(),
  unread: z.number().int(),
});
export type CitizenRequestItem = z.infer<typeof citizenRequestItemSchema>;
export const citizenRequestPageSchema = pageSchema(citizenRequestItemSchema);

// POST citizen/requests/{uuid}/answer {content}: the citizen answers while the request is open
// (not archived, closed or canceled, and not past its flow's last stage); the message goes, unread
// and notified, to the sector inbox that holds the request, as a 'reply' from the citizen.
export const CITIZEN_ANSWER_MAX = 5000;
export const citizenAnswerSchema = z.object({
  content: z.string().trim().min(1, messages.citizenRequests.answerRequired).max(CITIZEN_ANSWER_MAX, messages.citizenRequests.answerTooLong(CITIZEN_ANSWER_MAX)),
});
export type CitizenAnswer = z.infer<typeof citizenAnswerSchema>;
export const citizenAnswerResultSchema = z.object({ message: z.string(), dispatch_uuid: z.string() });
