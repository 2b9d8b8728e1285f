// A declared resource's CSV import in its list header (issue 17, point 7): offered to those who may
// create the resource's records, and the list reloads after a real import.
import { useQueryClient } from '@tanstack/react-query';
import { useEffectivePermissions } from '../../session/queries';
import { holdsAny } from '../../session/permissions';
import { resourceKeys } from '../resource/queryKeys';
import { CsvImportButton, type CsvImportButtonProps } from './CsvImportButton';

type Props = Omit<CsvImportButtonProps, 'onImported'> & { resourceName: string; permissions: readonly string[] };

export function ResourceImportButton({ resourceName, permissions, ...button }: Props) {
  const queryClient = useQueryClient();
  const held = useEffectivePermissions();
  if (held === undefined || !holdsAny(held, permissions)) return null;
  return <CsvImportButton {...button} onImported={() => void queryClient.invalidateQueries({ queryKey: resourceKeys(resourceName).lists })} />;
}
