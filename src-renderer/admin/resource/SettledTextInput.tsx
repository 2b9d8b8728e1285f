// A text filter that moves the URL only once typing settles, and follows the URL when it moves on
// its own (back, forward, a link, *Limpar filtros*).
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

const SETTLE_MS = 300;

type Props = Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onSettled: (value: string) => void };

export function SettledTextInput({ value, onSettled, ...props }: Props) {
  const [draft, setDraft] = useState(value);
  const [settled] = useDebouncedValue(draft, SETTLE_MS);
  const [shown, setShown] = useState(value);
  // The URL moved without typing: show what it holds.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  useEffect(() => {
    if (settled.trim() !== value.trim()) onSettled(settled);
    // Only a settled draft moves the URL; the URL moving is followed above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return <TextInput {...props} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} />;
}
