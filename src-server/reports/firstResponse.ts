// When the inbox holding an item first answered it (issue 20: Indicadores and the dashboard).
//
// Every way a sector answers a document it holds is written as a dispatch of that document made
// from its inbox (inbox/reply.ts, inbox/addDispatch.ts, inbox/forward.ts, documents/delivery.ts):
// a reply ('reply'; the reply draft is deleted when published, so no stored document stands for
// it), a despacho ('add-dispatch'; the seed's hops are 'dispatch'), a forward ('forward'), and
// their e-mail forms ('email-reply', 'email-forward'). Sending the printout to outside addresses
// (routes/inboxEmail.ts external/send) is recorded in external_sends against the item itself and
// counts too. A nota ('note') is internal and answers nobody; a canceled dispatch did not happen.
//
// "The holding inbox" is the item's sector (from_sector_id), or for a personal inbox its owner
// (from_user_id). Only answers at or after the item's delivery count, so an answer given before
// the document came back to the same inbox does not answer the later delivery.

/** The dispatch types that answer a document (everything but the internal nota). */
export const ANSWERING_TYPES = ['dispatch', 'add-dispatch', 'reply', 'email-reply', 'forward', 'email-forward'] as const;

const types = ANSWERING_TYPES.map((type) => `'${type}'`).join(', ');

/**
 * Two SQL columns for a SELECT over the inbox_emails row `alias`: `by_dispatch` and `by_mail`, the
 * ISO instants the holding inbox first answered the document by a dispatch and by an e-mail to
 * outside addresses, up to `now` (NULL when it has not). A query one level up takes the earlier
 * with FIRST_RESPONSE. Its parameters, in order, are `params`.
 */
export function firstResponseColumns(alias: string, nowIso: string): { sql: string; params: string[] } {
  const byDispatch = `(SELECT min(dp.created_at) FROM dispatches dp
      WHERE dp.document_id = ${alias}.document_id AND dp.is_canceled = 0 AND dp.type IN (${types})
        AND dp.created_at >= ${alias}.created_at AND dp.created_at <= ?
        AND (CASE WHEN ${alias}.sector_id IS NOT NULL THEN dp.from_sector_id = ${alias}.sector_id ELSE dp.from_user_id = ${alias}.user_id END))`;
  const byMail = `(SELECT min(es.created_at) FROM external_sends es JOIN inbox_emails held ON held.id = es.inbox_email_id
      WHERE held.document_id = ${alias}.document_id AND held.sector_id IS ${alias}.sector_id AND held.user_id IS ${alias}.user_id
        AND es.created_at >= ${alias}.created_at AND es.created_at <= ?)`;
  return { sql: `${byDispatch} AS by_dispatch, ${byMail} AS by_mail`, params: [nowIso, nowIso] };
}

/** The first answer from the columns above (the two-argument min() would answer NULL when either is NULL). */
export const FIRST_RESPONSE = 'CASE WHEN by_mail IS NULL OR by_dispatch <= by_mail THEN by_dispatch ELSE by_mail END';

/** SQL: whole seconds from one ISO instant to another (NULL when either is NULL). */
export const secondsBetween = (from: string, to: string): string => `CAST(round((julianday(${to}) - julianday(${from})) * 86400) AS INTEGER)`;
