// Citizen-written HTML, shown only after the document sanitiser (never raw).
import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeDocumentHtml } from './sanitizeDocumentHtml';

export function SafeHtml({ html, testId, label, ...box }: BoxProps & { html: string; testId?: string; label?: string }) {
  const safe = useMemo(() => sanitizeDocumentHtml(html), [html]);
  return (
    <Box
      {...box}
      className="gdoc-document-html"
      data-testid={testId}
      aria-label={label}
      style={{ overflowWrap: 'anywhere', maxWidth: '100%' }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
