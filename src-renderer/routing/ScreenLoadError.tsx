// A route's error element: a screen whose chunk did not arrive (connection lost, or a new version
// deployed so the old hashed file is gone) or that failed to draw shows a pt-BR message and
// Recarregar, inside the layout, instead of a blank page or the router's English default.
import { Alert, Button, Stack } from '@mantine/core';
import { useRouteError } from 'react-router';
import { messages } from '../../src-shared/messages';

/**
 * The browsers' words for a dynamic import that failed (Chromium, Firefox, Safari) and Vite's for a
 * chunk's CSS that did not load.
 */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);

export function ScreenLoadError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error('Falha ao desenhar a tela', error);
  return (
    <Stack p="md">
      <Alert color="red" role="alert" title={chunk ? messages.app.screenLoadError : messages.app.screenError}>
        <Button mt="sm" variant="light" color="red" onClick={() => window.location.reload()}>
          {messages.app.reload}
        </Button>
      </Alert>
    </Stack>
  );
}
