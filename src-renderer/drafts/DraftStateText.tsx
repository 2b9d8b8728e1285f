// Where the draft being written is: not saved yet, saving, saved on this computer, synced, in
// conflict, or failed to save. Announced politely as it changes.
import { Text } from '@mantine/core';
import { messages } from '../../src-shared/messages';
import type { DraftState } from './useDraft';

export function DraftStateText({ state }: { state: DraftState }) {
  const color = state === 'error' || state === 'conflict' ? 'red.8' : state === 'synced' ? 'green.8' : 'dimmed';
  return (
    <Text size="sm" c={color} data-testid="draft-state" aria-live="polite" role="status">
      {messages.createDocument.draftState[state]}
    </Text>
  );
}
