// /citizen/service-letter (public): the Carta de Serviços, the organisation's services grouped by
// the sector that answers them. The search (also the header's, via ?search=) ignores case and
// accents; each service opens to what a citizen reads before asking, and "Solicitar" files a
// request of its subject (a visitor logs in first and comes back to it).
import { Accordion, Alert, Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Service } from '../../../../src-shared/api/services';
import { messages } from '../../../../src-shared/messages';
import { servicesApi } from '../../../api/client';
import { ListPage } from '../../../components/Page';
import { useOrganization } from '../../../session/queries';
import { useSession } from '../../../session/sessionStore';
import { SafeHtml } from '../../inbox/SafeHtml';
import { FactList } from '../../certificates/FactList';
import { requestLinkFor } from './publicPaths';
import { useOwnSearchParams } from '../../../routing/useOwnSearchParams';

const t = messages.citizenPublic.serviceLetter;

/** Services by sector, in the server's order (sector, then name). */
export function bySector(services: readonly Service[]): { sector: string; services: Service[] }[] {
  const groups = new Map<number, { sector: string; services: Service[] }>();
  for (const service of services) {
    const group = groups.get(service.sectorId) ?? { sector: service.sectorName, services: [] };
    group.services.push(service);
    groups.set(service.sectorId, group);
  }
  return [...groups.values()];
}

function ServiceDetails({ service, loggedIn }: { service: Service; loggedIn: boolean }) {
  return (
    <Stack gap="sm">
      {service.description !== '' && <Text>{service.description}</Text>}
      <FactList
        facts={[
          { label: t.whoMayRequest, value: service.whoMayRequest },
          { label: t.howToRequest, value: service.howToRequest },
          { label: t.deadline, value: service.deadline },
          { label: t.cost, value: service.cost === '' ? t.free : service.cost },
          { label: t.sector, value: service.sectorName },
          {
            label: t.channels,
            value:
              service.channels.length === 0 ? null : (
                <Stack component="ul" gap={2} m={0} pl="md">
                  {service.channels.map((channel) => (
                    <li key={channel}>{channel}</li>
                  ))}
                </Stack>
              ),
          },
        ]}
      />
      {service.subjectId === null ? (
        <Text size="sm">{t.notRequestable}</Text>
      ) : (
        <Group gap="sm">
          <Button component={Link} to={requestLinkFor(service.subjectId, loggedIn)} aria-label={t.requestService(service.name)} data-testid="request-service">
            {t.request}
          </Button>
          {!loggedIn && <Text size="sm">{t.requestNeedsLogin}</Text>}
        </Group>
      )}
    </Stack>
  );
}

export function ServiceLetterScreen() {
  const [params, setParams] = useOwnSearchParams();
  const fromAddress = params.get('search') ?? '';
  const [typed, setTyped] = useState(fromAddress);
  const [search] = useDebouncedValue(typed.trim(), 300);
  const loggedIn = useSession((state) => state.token !== null);
  // The header's search lands here with a new ?search=; the field's own updates are already in it.
  const [seen, setSeen] = useState(fromAddress);
  if (seen !== fromAddress) {
    setSeen(fromAddress);
    if (fromAddress !== typed.trim()) setTyped(fromAddress);
  }
  // The address follows the field once the typing settles (not while the header's search lands).
  useEffect(() => {
    if (search !== typed.trim() || search === (params.get('search') ?? '')) return;
    setParams(search === '' ? {} : { search }, { replace: true });
  }, [search, typed, params, setParams]);
  const services = useQuery({
    queryKey: ['citizen-services', search],
    queryFn: ({ signal }) => servicesApi.list(search, signal),
    placeholderData: keepPreviousData,
  });
  const list = services.data?.data ?? [];
  const letter = useOrganization().data?.external_service_letter ?? '';
  return (
    <ListPage gap="lg">
      <div>
        <Title order={1}>{t.title}</Title>
        <Text>{t.intro}</Text>
      </div>
      {/* The organisation's own introduction to citizens (Organização › Serviços), sanitised. */}
      {letter.trim() !== '' && <SafeHtml html={letter} testId="service-letter-introduction" />}
      <TextInput
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={560}
        type="search"
        data-testid="service-search"
      />
      {services.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t.loading}</Text>
        </Group>
      )}
      {services.isError && (
        <Alert color="red" role="alert">
          {messages.app.loadError}
        </Alert>
      )}
      {services.data && (
        <Text role="status" fw={600}>
          {list.length === 0 ? t.none : t.found(list.length)}
        </Text>
      )}
      {services.data && list.length === 0 && <Text>{t.noneHint}</Text>}
      {bySector(list).map((group) => (
        <Stack key={group.sector} gap="xs" component="section" aria-label={group.sector}>
          <Group gap="sm">
            <Title order={2} size="h3">
              {group.sector}
            </Title>
            <Badge variant="light" color="darkBlue">
              {t.inSector(group.services.length)}
            </Badge>
          </Group>
          <Paper withBorder radius="md">
            <Accordion order={3} chevronPosition="right" data-testid="service-list">
              {group.services.map((service) => (
                <Accordion.Item key={service.id} value={String(service.id)}>
                  <Accordion.Control>{service.name}</Accordion.Control>
                  <Accordion.Panel>
                    <ServiceDetails service={service} loggedIn={loggedIn} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Paper>
        </Stack>
      ))}
    </ListPage>
  );
}
