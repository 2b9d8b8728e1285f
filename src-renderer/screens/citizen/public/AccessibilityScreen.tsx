// /citizen/accessibility (public): what the portal offers for accessibility (eMAG): the access
// keys, the high contrast and the text size of the bar at the top of every page.
import { Kbd, List, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '../../../../src-shared/messages';
import { FormPage } from '../../../components/Page';

const t = messages.citizenPublic.accessibilityPage;

export function AccessibilityScreen() {
  return (
    <FormPage card={false}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t.title}</Title>
          <Text>{t.intro}</Text>
        </div>
        <Paper component="section" aria-labelledby="a11y-keys" withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={2} size="h3" id="a11y-keys">
              {t.keysTitle}
            </Title>
            <Text>{t.keysIntro}</Text>
            <List spacing="xs">
              {t.keys.map(({ key, text }) => (
                <List.Item key={key}>
                  <Kbd>{key}</Kbd> {text}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
        <Paper component="section" aria-labelledby="a11y-contrast" withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={2} size="h3" id="a11y-contrast">
              {t.contrastTitle}
            </Title>
            <Text>{t.contrastText}</Text>
          </Stack>
        </Paper>
        <Paper component="section" aria-labelledby="a11y-size" withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={2} size="h3" id="a11y-size">
              {t.sizeTitle}
            </Title>
            <Text>{t.sizeText}</Text>
          </Stack>
        </Paper>
      </Stack>
    </FormPage>
  );
}
