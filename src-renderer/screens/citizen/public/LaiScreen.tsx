// /citizen/lai (public): what the Lei nº 12.527/2011 asks a public body to publish: its SIC (the
// organisation's address and telephones), how to ask, the deadlines (20 days + 10) and the appeal,
// with the button that files an information request (the Carta de Serviços' LAI service) and the
// period's figures.
import { Alert, Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { foldForSearch, type Service } from '../../../../src-shared/api/services';
import { messages } from '../../../../src-shared/messages';
import { servicesApi } from '../../../api/client';
import { ListPage } from '../../../components/Page';
import { useOrganization } from '../../../session/queries';
import { useSession } from '../../../session/sessionStore';
import { FactList } from '../../certificates/FactList';
import { addressLine } from './organizationAddress';
import { REPORTS_PATH, requestLinkFor, SERVICE_LETTER_PATH } from './publicPaths';

const t = messages.citizenPublic.lai;
const r = messages.citizenPublic.reports;

/** The Carta de Serviços' information request: the enabled service named for access to information. */
export const laiServiceOf = (services: readonly Service[]) =>
  services.find((service) => service.subjectId !== null && foldForSearch(service.name).includes('acesso a informacao'));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Figures() {
  const figures = useQuery({ queryKey: ['citizen-figures', {}], queryFn: ({ signal }) => servicesApi.figures({}, signal) });
  if (!figures.data) return null;
  const { total, by_month } = figures.data.data;
  const open = by_month.reduce((sum, month) => sum + month.open, 0);
  return (
    <FactList
      facts={[
        { label: r.title, value: r.total(total) },
        { label: r.open, value: open.toLocaleString('pt-BR') },
        { label: r.closed, value: (total - open).toLocaleString('pt-BR') },
      ]}
    />
  );
}

export function LaiScreen() {
  const organization = useOrganization().data;
  const loggedIn = useSession((state) => state.token !== null);
  const services = useQuery({ queryKey: ['citizen-services', ''], queryFn: ({ signal }) => servicesApi.list('', signal) });
  const lai = services.data ? laiServiceOf(services.data.data) : undefined;
  return (
    <ListPage gap="lg">
      <div>
        <Title order={1}>{t.title}</Title>
        <Text>{t.intro}</Text>
      </div>
      <Group gap="sm">
        {lai?.subjectId != null && (
          <Button component={Link} to={requestLinkFor(lai.subjectId, loggedIn)} leftSection={<IconFileDescription size={18} aria-hidden />} data-testid="lai-request">
            {t.file}
          </Button>
        )}
        <Button component={Link} to={SERVICE_LETTER_PATH} variant="default">
          {t.serviceLetter}
        </Button>
      </Group>
      {services.data && lai === undefined && <Alert color="darkBlue">{t.notRequestable}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section id="lai-sic" title={t.sicTitle}>
          <Text>{t.sicText}</Text>
          {organization && (
            <FactList
              facts={[
                { label: t.address, value: `${organization.name} — ${addressLine(organization)}` },
                { label: t.phones, value: organization.telephones.map((phone) => phone.number).join(' · ') },
                { label: t.hours, value: t.hoursText },
              ]}
            />
          )}
        </Section>
        <Section id="lai-how" title={t.howTitle}>
          <List type="ordered" spacing="xs">
            {t.howSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Section>
        <Section id="lai-deadlines" title={t.deadlinesTitle}>
          <Text>{t.deadlinesText}</Text>
        </Section>
        <Section id="lai-appeal" title={t.appealTitle}>
          <Text>{t.appealText}</Text>
        </Section>
        <Section id="lai-publish" title={t.publishTitle}>
          <List spacing="xs">
            {t.publishItems.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Section>
        <Section id="lai-figures" title={t.figuresTitle}>
          <Figures />
          <Anchor component={Link} to={REPORTS_PATH}>
            {t.figures}
          </Anchor>
        </Section>
      </SimpleGrid>
    </ListPage>
  );
}
