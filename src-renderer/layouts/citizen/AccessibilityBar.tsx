// eMAG's bar at the very top of the citizen portal: the skip links with their access keys
// ([1] content, [2] menu, [3] search, [4] footer), the Acessibilidade page, the high-contrast switch
// and the text size buttons. The choices are kept in this browser and applied to the whole page.
import { ActionIcon, Anchor, Box, Container, Group, Switch, Tooltip } from '@mantine/core';
import { useEffect, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { accessKeyTarget, applyPrefs, focusLandmark, NORMAL_TEXT_SIZE, readPrefs, stepTextSize, writePrefs, type AccessibilityPrefs, type Landmark } from './accessibility';
import './highContrast.css';

const a = messages.citizenPublic;
const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The reader's choices, applied to <html> and stored whenever they change. */
export function useAccessibilityPrefs() {
  const [prefs, setPrefs] = useState<AccessibilityPrefs>(() => readPrefs(storage()));
  useEffect(() => {
    applyPrefs(document.documentElement, prefs);
    writePrefs(storage(), prefs);
  }, [prefs]);
  // Leaving the portal's layout (a blank page) takes the page back to its defaults.
  useEffect(() => () => applyPrefs(document.documentElement, { highContrast: false, textSize: NORMAL_TEXT_SIZE }), []);
  return [prefs, setPrefs] as const;
}

/** Alt+1…Alt+4 anywhere on the page move the focus to their landmark. */
export function useAccessKeys() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const landmark = accessKeyTarget(event);
      if (landmark === null) return;
      event.preventDefault();
      focusLandmark(landmark);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

const SKIP_LINKS: readonly { landmark: Landmark; label: string; key: string }[] = [
  { landmark: 'main-content', label: a.skipContent, key: '1' },
  { landmark: 'menu', label: a.skipMenu, key: '2' },
  { landmark: 'search', label: a.skipSearch, key: '3' },
  { landmark: 'footer', label: a.skipFooter, key: '4' },
];

function SkipLinks() {
  const go = (landmark: Landmark) => (event: MouseEvent) => {
    if (focusLandmark(landmark)) event.preventDefault();
  };
  return (
    <Box component="nav" aria-label={a.skipLinks}>
      <Group component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {SKIP_LINKS.map(({ landmark, label, key }) => (
          <li key={landmark}>
            <Anchor href={`#${landmark}`} accessKey={key} onClick={go(landmark)} size="xs" c="darkBlue.9" px={6} py={2} display="inline-block" data-testid="skip-link">
              {label} <span aria-hidden>[{key}]</span>
            </Anchor>
          </li>
        ))}
      </Group>
    </Box>
  );
}

export function AccessibilityBar() {
  const [prefs, setPrefs] = useAccessibilityPrefs();
  useAccessKeys();
  const size = (next: number) => () => setPrefs((current) => ({ ...current, textSize: next }));
  return (
    <Box bg="lightGrey.1" style={{ borderBottom: '1px solid var(--mantine-color-lightGrey-3)' }} data-testid="accessibility-bar">
      <Container size={1200} py={4}>
        <Group justify="space-between" gap="xs">
          <SkipLinks />
          <Group gap="sm" component="section" aria-label={a.accessibilityBar}>
            <Anchor component={Link} to="/citizen/accessibility" size="xs" c="darkBlue.9">
              {a.accessibility}
            </Anchor>
            <Switch
              size="xs"
              label={a.highContrast}
              checked={prefs.highContrast}
              onChange={(event) => {
                const highContrast = event.currentTarget.checked;
                setPrefs((current) => ({ ...current, highContrast }));
              }}
              styles={{ label: { fontSize: 'var(--mantine-font-size-xs)' } }}
            />
            <Group gap={2} role="group" aria-label={a.textSize}>
              <Tooltip label={a.textBigger} withinPortal>
                <ActionIcon variant="subtle" color="darkBlue.9" size="sm" aria-label={a.textBiggerName} onClick={size(stepTextSize(prefs.textSize, 1))}>
                  A+
                </ActionIcon>
              </Tooltip>
              <Tooltip label={a.textSmaller} withinPortal>
                <ActionIcon variant="subtle" color="darkBlue.9" size="sm" aria-label={a.textSmallerName} onClick={size(stepTextSize(prefs.textSize, -1))}>
                  A-
                </ActionIcon>
              </Tooltip>
              <Tooltip label={a.textNormal} withinPortal>
                <ActionIcon variant="subtle" color="darkBlue.9" size="sm" aria-label={a.textNormalName} onClick={size(NORMAL_TEXT_SIZE)}>
                  A
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
