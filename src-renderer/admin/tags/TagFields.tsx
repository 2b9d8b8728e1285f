// The tag editor's own fields (issue 18): the sector it belongs to, its two colours (Mantine
// ColorInput) and a live chip in those colours with the contrast verdict under it, and the chip
// the list shows.
import { Badge, ColorInput, ColorPicker, MantineThemeProvider, Stack, Text } from '@mantine/core';
import type { AdminTag } from '../../../src-shared/api/tags';
import { messages } from '../../../src-shared/messages';
import type { FieldRenderProps } from '../resource/defineResource';
import { contrastVerdict, type TagForm } from './tagForm';
import { SectorSelect } from '../SectorSelect';

const t = messages.tags;
type Props = FieldRenderProps<TagForm>;

export function TagChip({ text, background, font }: { text: string; background: string; font: string }) {
  return (
    <Badge radius="sm" tt="none" style={{ background, color: font }} data-testid="tag-chip">
      {text}
    </Badge>
  );
}

/** The tag's sector: every sector for sector-create-update, the user's own for sector-settings-access (the server's rule). */
export function TagSectorField({ values, setValue, error, disabled, item }: Props) {
  const current = item as AdminTag | undefined;
  return (
    <SectorSelect
      label={t.sector}
      scope="mine"
      required
      value={values.sector_id}
      onChange={(next) => setValue('sector_id', next)}
      current={current === undefined ? null : { id: current.sector_id, name: current.sector_name }}
      error={error}
      disabled={disabled}
    />
  );
}

/**
 * ColorInput does not pass its picker's slider labels on (axe: sliders need a name), so the picker
 * inside gets them as theme defaults, for this field only.
 */
export function ColorField({ name, label, values, setValue, error, disabled }: Props & { name: 'background_color' | 'font_color'; label: string }) {
  const pickerLabels = { components: { ColorPicker: ColorPicker.extend({ defaultProps: { saturationLabel: t.saturation(label), hueLabel: t.hue(label) } }) } };
  return (
    <MantineThemeProvider inherit theme={pickerLabels}>
      <ColorInput
        label={label}
        format="hex"
        eyeDropperButtonProps={{ 'aria-label': t.eyeDropper(label) }}
        value={values[name]}
        onChange={(next) => setValue(name, next)}
        error={error}
        disabled={disabled}
        data-field={name}
        maw={320}
      />
    </MantineThemeProvider>
  );
}

export function TagPreview({ values }: Omit<Props, 'error'>) {
  const verdict = contrastVerdict(values.background_color, values.font_color);
  const color = verdict === null ? undefined : { ok: 'dimmed', low: 'orange.9', refused: 'red.9' }[verdict.level];
  return (
    <Stack gap={4} maw={640}>
      <Text size="sm" fw={500} id="tag-preview-label">
        {t.preview}
      </Text>
      <div aria-labelledby="tag-preview-label">
        <TagChip text={values.text.trim() === '' ? t.singular : values.text} background={values.background_color} font={values.font_color} />
      </div>
      {verdict !== null && (
        <Text size="sm" c={color} role={verdict.level === 'ok' ? undefined : 'status'} data-testid="tag-contrast" data-level={verdict.level}>
          {verdict.message}
        </Text>
      )}
    </Stack>
  );
}
