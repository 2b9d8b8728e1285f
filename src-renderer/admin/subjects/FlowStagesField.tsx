// The Etapas tab: the flow's ordered stages — add, rename, reorder (buttons, or Alt+↑/Alt+↓ in the
// name), remove (the server refuses a stage documents are on, naming it), each stage's responsible
// sector, its actions (Mover para <etapa>, Encerrar solicitação, Emitir Autorização) and what it
// needs first (an attachment, a signature). The list logic is subjectForm.ts's.
import { ActionIcon, Alert, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { messages } from '../../../src-shared/messages';
import { SectorSelect } from '../SectorSelect';
import { actionsShown, addStage, moveStage, removeStage, setMoveTarget, setRequirement, toggleAction, updateStage, type FormStage } from './subjectForm';

const t = messages.subjects;

type Props = { value: FormStage[]; onChange: (next: FormStage[]) => void; errors: Readonly<Record<string, string>>; disabled: boolean };

export function FlowStagesField({ value, onChange, errors, disabled }: Props) {
  const names = useRef<Array<HTMLInputElement | null>>([]);
  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    if (target < 0 || target >= value.length) return;
    onChange(moveStage(value, index, delta));
    // The focus follows the stage it was on.
    requestAnimationFrame(() => names.current[target]?.focus());
  };
  return (
    <Stack gap="md" maw={860} data-testid="subject-stages">
      <Text size="sm" c="dimmed">
        {t.stagesIntro} {t.stageKeysHint}
      </Text>
      {errors.stages !== undefined && (
        <Alert color="red" role="alert">
          {errors.stages}
        </Alert>
      )}
      {value.length === 0 && <Text size="sm">{t.noStages}</Text>}
      {value.map((stage, index) => {
        const actions = actionsShown(value, index);
        const moveAction = actions.find((action) => action.type === 'move_stage_to');
        const has = (type: string) => actions.some((action) => action.type === type);
        const attachment = stage.requirements?.find((item) => item.type === 'attachment');
        const others = value.filter((other) => other.position !== stage.position).map((other) => ({ value: String(other.position), label: `${other.position}. ${other.name}` }));
        const key = (field: string) => `stages.${index}.${field}`;
        return (
          <Paper key={index} withBorder p="md" data-testid="subject-stage" component="section" aria-label={`${stage.position}. ${stage.name}`}>
            <Stack gap="sm">
              <Group align="flex-end" gap="sm" wrap="wrap">
                <Text fw={600} aria-hidden>
                  {stage.position}.
                </Text>
                <TextInput
                  ref={(element) => {
                    names.current[index] = element;
                  }}
                  label={t.stageName}
                  value={stage.name}
                  onChange={(event) => onChange(updateStage(value, index, { name: event.currentTarget.value }))}
                  onKeyDown={(event) => {
                    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
                    event.preventDefault();
                    move(index, event.key === 'ArrowUp' ? -1 : 1);
                  }}
                  error={errors[key('name')] ?? errors[key('position')]}
                  required
                  maxLength={120}
                  disabled={disabled}
                  style={{ flex: '1 1 220px' }}
                  data-field={key('name')}
                />
                <Group gap={4}>
                  <ActionIcon variant="default" size="lg" aria-label={t.moveUp(stage.name)} onClick={() => move(index, -1)} disabled={disabled || index === 0}>
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="default" size="lg" aria-label={t.moveDown(stage.name)} onClick={() => move(index, 1)} disabled={disabled || index === value.length - 1}>
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={t.removeStage(stage.name)} onClick={() => onChange(removeStage(value, index))} disabled={disabled}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              <SectorSelect
                label={t.stageSector}
                scope="all"
                current={null}
                emptyLabel={t.stageSectorNone}
                value={stage.sector_id}
                onChange={(next) => onChange(updateStage(value, index, { sector_id: next }))}
                error={errors[key('sector_id')]}
                disabled={disabled}
                field={key('sector_id')}
              />
              <Stack gap={6} role="group" aria-label={`${t.stageActions} — ${stage.name}`}>
                <Text size="sm" fw={500}>
                  {t.stageActions}
                </Text>
                <Group gap="sm" align="center" wrap="wrap">
                  <Checkbox
                    label={t.actionMoveTo}
                    checked={moveAction !== undefined}
                    onChange={(event) => onChange(toggleAction(value, index, 'move_stage_to', event.currentTarget.checked))}
                    disabled={disabled || others.length === 0}
                  />
                  {moveAction !== undefined && (
                    <Select
                      aria-label={`${t.moveTarget} — ${stage.name}`}
                      data={others}
                      value={moveAction.to_position === undefined ? null : String(moveAction.to_position)}
                      onChange={(next) => next !== null && onChange(setMoveTarget(value, index, Number(next)))}
                      error={errors[`stages.${index}.actions.${actions.indexOf(moveAction)}.to_position`]}
                      disabled={disabled}
                      allowDeselect={false}
                      w={240}
                      data-field={key('move_target')}
                    />
                  )}
                </Group>
                <Checkbox label={t.actionArchive} checked={has('archive_flow')} onChange={(event) => onChange(toggleAction(value, index, 'archive_flow', event.currentTarget.checked))} disabled={disabled} />
                <Checkbox label={t.actionEmit} checked={has('should_emit_traffic_card')} onChange={(event) => onChange(toggleAction(value, index, 'should_emit_traffic_card', event.currentTarget.checked))} disabled={disabled} />
              </Stack>
              <Stack gap={6} role="group" aria-label={`${t.stageRequirements} — ${stage.name}`}>
                <Text size="sm" fw={500}>
                  {t.stageRequirements}
                </Text>
                <Group gap="sm" align="center" wrap="wrap">
                  <Checkbox label={t.requireAttachment} checked={attachment !== undefined} onChange={(event) => onChange(setRequirement(value, index, 'attachment', event.currentTarget.checked))} disabled={disabled} />
                  {attachment !== undefined && (
                    <TextInput
                      aria-label={`${t.attachmentName} — ${stage.name}`}
                      value={attachment.type === 'attachment' ? (attachment.name ?? '') : ''}
                      onChange={(event) => onChange(setRequirement(value, index, 'attachment', true, event.currentTarget.value))}
                      maxLength={255}
                      disabled={disabled}
                      w={240}
                    />
                  )}
                </Group>
                <Checkbox
                  label={t.requireSignature}
                  checked={stage.requirements?.some((item) => item.type === 'signature') ?? false}
                  onChange={(event) => onChange(setRequirement(value, index, 'signature', event.currentTarget.checked))}
                  disabled={disabled}
                />
              </Stack>
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onChange(addStage(value, t.newStage(value.length + 1)))} disabled={disabled}>
          {t.addStage}
        </Button>
      </Group>
    </Stack>
  );
}
