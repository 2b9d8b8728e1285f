// One declared editor field, drawn with the server's field error under it.
import { Switch, Textarea, TextInput } from '@mantine/core';
import { DocumentEditor } from '../../screens/create/DocumentEditor';
import type { FieldRenderProps, ResourceField } from './defineResource';

type Props<Input> = Omit<FieldRenderProps<Input>, 'error'> & { field: ResourceField<Input> };

export function ResourceFieldView<Input>({ field, values, setValue, errors, disabled, item }: Props<Input>) {
  const error = errors[field.name];
  const value = values[field.name as keyof Input];
  const set = (next: unknown) => setValue(field.name as keyof Input, next as Input[keyof Input]);
  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          label={field.label}
          withAsterisk={field.required}
          maxLength={field.maxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => set(event.currentTarget.value)}
          error={error}
          disabled={disabled}
          data-field={field.name}
        />
      );
    case 'textarea':
      return (
        <Textarea
          label={field.label}
          withAsterisk={field.required}
          maxLength={field.maxLength}
          autosize
          minRows={3}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => set(event.currentTarget.value)}
          error={error}
          disabled={disabled}
          data-field={field.name}
        />
      );
    case 'richText':
      return (
        <div data-field={field.name}>
          <DocumentEditor
            label={field.label}
            required={field.required === true}
            value={typeof value === 'string' ? value : ''}
            resetKey={0}
            onChange={(html) => set(html)}
            fonts={[]}
            sectorId={null}
            withBlueprints={false}
            readOnly={disabled}
            error={error}
          />
        </div>
      );
    case 'switch':
      return (
        <Switch
          label={field.label}
          description={field.description}
          checked={value === true}
          onChange={(event) => set(event.currentTarget.checked)}
          error={error}
          disabled={disabled}
          data-field={field.name}
        />
      );
    case 'custom':
      return <>{field.render({ values, setValue, error, errors, disabled, item })}</>;
  }
}
