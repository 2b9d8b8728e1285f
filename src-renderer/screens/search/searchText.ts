// What Localizar Documentos accepts and opens.

/** At least two letters or digits: one letter matches half the inbox by prefix. */
export const isSearchable = (text: string): boolean => text.replace(/[^\p{L}\p{N}]/gu, '').length >= 2;

/** Hits from the local index open only item views of this app, whatever a stored row says. */
export const isItemViewPath = (path: string): boolean =>
  /^\/inbox\/(sector|personal)\/view\/(document|process)\/[0-9a-f-]{36}$/i.test(path);
