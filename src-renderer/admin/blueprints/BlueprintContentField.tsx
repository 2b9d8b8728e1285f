// A model's content, written in the create form's rich text editor (same toolbar, same schema), so
// what the model holds is what a document can hold; the server sanitises it again on save.
import { DocumentEditor } from '../../screens/create/DocumentEditor';

type Props = { value: string; onChange: (html: string) => void; label: string; sectorId: number | null; error: string | undefined; disabled: boolean };

export function BlueprintContentField({ value, onChange, label, sectorId, error, disabled }: Props) {
  return <DocumentEditor value={value} resetKey={0} onChange={onChange} fonts={[]} sectorId={sectorId} error={error} label={label} withBlueprints={false} readOnly={disabled} />;
}
