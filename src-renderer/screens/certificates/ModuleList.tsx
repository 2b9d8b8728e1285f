// Every token library looked for (built-in list and the user's), whether it loaded and why not,
// and under each one its readers and the token in each.
import { Alert, Anchor, Badge, Code, Collapse, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messages } from '../../../src-shared/messages';
import type { SignerError } from '../../../src-shared/signer/errors';
import type { ModuleReport, SlotReport } from '../../../src-shared/signer/protocol';
import { FactList } from './FactList';
import { partitionModules, tokenFlagWords } from './diagnosticsView';

const t = messages.certificates;
const STATUS_COLOR: Record<ModuleReport['status'], string> = { loaded: 'green', missing: 'gray', failed: 'red' };

export function ProblemNotice({ problem, color = 'red' }: { problem: SignerError; color?: string }) {
  return (
    <Alert color={color} role="note" p="xs">
      <Stack gap={4}>
        <Text size="sm">{problem.message}</Text>
        {problem.detail && (
          <Text size="xs">
            {t.technicalDetail}: <Code>{problem.detail}</Code>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function TokenFacts({ slot }: { slot: SlotReport }) {
  const token = slot.token;
  if (!slot.tokenPresent || !token) return <Text size="sm">{t.noToken}</Text>;
  return (
    <Stack gap={4}>
      <Title order={5}>{t.tokenTitle(token.label)}</Title>
      <FactList
        facts={[
          { label: t.tokenSerial, value: token.serial },
          { label: t.manufacturer, value: token.manufacturer },
          { label: t.model, value: token.model },
          { label: t.tokenState, value: tokenFlagWords(token.flags).join(', ') },
          { label: t.pinLength, value: t.pinLengthRange(token.minPinLength, token.maxPinLength) },
          { label: t.certificatesTitle, value: t.certificateCount(slot.certificates.length) },
        ]}
      />
    </Stack>
  );
}

function SlotEntry({ slot }: { slot: SlotReport }) {
  return (
    <Paper withBorder radius="sm" p="sm" bg="lightGrey.0" component="li" data-testid="token-slot">
      <Stack gap="xs">
        <Title order={4} size="h6">
          {t.slotTitle(slot.description)}
        </Title>
        <TokenFacts slot={slot} />
        {slot.problem && <ProblemNotice problem={slot.problem} />}
      </Stack>
    </Paper>
  );
}

function ModuleEntry({ module }: { module: ModuleReport }) {
  return (
    <Paper withBorder radius="sm" p="md" component="li" data-testid="token-module">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {module.vendor ?? module.info?.description ?? module.path}
          </Title>
          <Group gap="xs">
            <Badge color={STATUS_COLOR[module.status]}>{t.moduleStatus[module.status]}</Badge>
            <Badge color="darkBlue" variant="outline">
              {t.moduleSource[module.source]}
            </Badge>
          </Group>
        </Group>
        <Code block>{module.path}</Code>
        {module.problem && <ProblemNotice problem={module.problem} color={module.status === 'failed' ? 'red' : 'gray'} />}
        {module.info && (
          <FactList
            facts={[
              { label: t.manufacturer, value: module.info.manufacturer },
              { label: t.description, value: module.info.description },
              { label: t.libraryVersion, value: module.info.libraryVersion },
              { label: t.cryptokiVersion, value: module.info.cryptokiVersion },
            ]}
          />
        )}
        {module.status === 'loaded' &&
          (module.slots.length === 0 ? (
            <Text size="sm">{t.noSlots}</Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {module.slots.map((slot) => (
                <SlotEntry key={slot.slotId} slot={slot} />
              ))}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}

/** Built-in paths with nothing installed: one line, the paths on demand. */
function NotInstalledModules({ modules }: { modules: ModuleReport[] }) {
  const [opened, { toggle }] = useDisclosure(false);
  if (modules.length === 0) return null;
  return (
    <Stack gap={4} data-testid="modules-not-installed">
      <Text size="sm">{t.missingBuiltin(modules.length)}</Text>
      <Anchor component="button" type="button" size="sm" onClick={toggle} aria-expanded={opened} ta="left">
        {t.showMissingBuiltin}
      </Anchor>
      <Collapse expanded={opened}>
        <List size="sm" spacing={2} pt={4}>
          {modules.map((module) => (
            <List.Item key={module.path}>
              {module.vendor ? `${module.vendor}: ` : ''}
              <Code>{module.path}</Code>
            </List.Item>
          ))}
        </List>
      </Collapse>
    </Stack>
  );
}

export function ModuleList({ modules }: { modules: ModuleReport[] }) {
  const { shown, notInstalled } = partitionModules(modules);
  return (
    <Stack gap="sm" component="section" aria-labelledby="token-modules-title">
      <Title order={2} size="h4" id="token-modules-title">
        {t.modulesTitle}
      </Title>
      {modules.length === 0 && <Text>{t.modulesEmpty}</Text>}
      {shown.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((module) => (
            <ModuleEntry key={module.path} module={module} />
          ))}
        </Stack>
      )}
      <NotInstalledModules modules={notInstalled} />
    </Stack>
  );
}
