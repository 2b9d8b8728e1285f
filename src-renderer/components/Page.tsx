// The two page widths every screen takes, so that moving between screens does not make the
// content jump between five widths: a narrow card for forms and messages, and a wide column for
// lists and work screens. Screens never set a page width of their own (screens/pageWidth.test.ts).
import { Box, Paper, Stack, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** Forms, messages and short settings: a line of text stays readable and fields are not stretched. */
export const FORM_PAGE_WIDTH = 560;
/** Lists and wide work screens (queues, the item view, the editor, diagnostics). */
export const LIST_PAGE_WIDTH = 1400;

type FormPageProps = {
  children: ReactNode;
  /** false: the column alone, for content that brings its own frame (an alert). */
  card?: boolean;
};

export function FormPage({ children, card = true }: FormPageProps) {
  if (!card) {
    return (
      <Box maw={FORM_PAGE_WIDTH} w="100%" mx="auto" data-page="form">
        {children}
      </Box>
    );
  }
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} maw={FORM_PAGE_WIDTH} w="100%" mx="auto" data-page="form">
      {children}
    </Paper>
  );
}

export function ListPage({ children, gap = 'md' }: { children: ReactNode; gap?: MantineSpacing }) {
  return (
    <Stack maw={LIST_PAGE_WIDTH} w="100%" mx="auto" gap={gap} data-page="list">
      {children}
    </Stack>
  );
}
