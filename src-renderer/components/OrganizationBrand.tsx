import { Group, Image, Text } from '@mantine/core';
import { useOrganization } from '../session/queries';
import { useSession } from '../session/sessionStore';

/** The organisation's logo alone (decorative: its name is said beside it), for the staff top bar. */
export function OrganizationLogo({ height }: { height: number }) {
  const organization = useOrganization();
  const serverUrl = useSession((state) => state.serverUrl);
  const link = organization.data?.logoLink;
  if (!link) return null;
  return <Image src={new URL(link, `${serverUrl}/`).toString()} alt="" h={height} w="auto" fit="contain" data-testid="organization-logo" />;
}

/** The images the organisation shows on the login screens (Organização › Geral), decorative, in a row that wraps. */
export function OrganizationLoginImages() {
  const organization = useOrganization();
  const serverUrl = useSession((state) => state.serverUrl);
  const images = organization.data?.login_images ?? [];
  if (images.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" data-testid="login-images">
      {images.map((image) => (
        <Image key={image.id} src={new URL(image.link, `${serverUrl}/`).toString()} alt="" h={72} w={108} fit="cover" radius="sm" />
      ))}
    </Group>
  );
}

/** The organisation's logo and name; the logo link is relative to the API server. */
export function OrganizationBrand({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const organization = useOrganization();
  const serverUrl = useSession((state) => state.serverUrl);
  const logo = organization.data?.logoLink ? new URL(organization.data.logoLink, `${serverUrl}/`).toString() : null;
  const height = size === 'sm' ? 32 : 44;
  return (
    <Group gap="sm" wrap="nowrap">
      {logo && <Image src={logo} alt="" h={height} w="auto" fit="contain" data-testid="organization-logo" />}
      <Text fw={700} size={size === 'sm' ? 'sm' : 'lg'} lh={1.2}>
        {organization.data?.name ?? ''}
      </Text>
    </Group>
  );
}
