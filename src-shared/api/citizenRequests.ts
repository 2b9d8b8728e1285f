// The citizen's own view of a request (issue 15, the server side of the citizen portal's screen):
// GET citizen/requests/{uuid}/conversation answers what the citizen sent and every reply addressed
// to them, oldest first; never an internal note, never a step between sectors.
import { z } from 'zod';

export const citizenConversationItemSchema = z.object({
  dispatch_uuid: z.string(),
  type: z.string(),
  from: z.string(),
  content: z.string(),
  created_at: z.string(),
});

export const citizenConversationSchema = z.object({
  data: z.object({
    uuid: z.string(),
    title: z.string(),
    number: z.string(),
    created_at: z.string(),
    items: z.array(citizenConversationItemSchema),
  }),
});
export type CitizenConversation = z.infer<typeof citizenConversationSchema>;
