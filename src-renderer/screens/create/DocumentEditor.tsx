// The document's rich text: Mantine's RichTextEditor over Tiptap (starter kit, links, alignment,
// the organisation's fonts), with the "Modelos" button that inserts a blueprint of the sector. The
// model editor of the administration (admin/blueprints) writes models in it too, without that button.
// HTML that comes in (subject models, blueprints, drafts) is parsed by the editor's schema, so
// only the nodes and marks it knows survive; links are limited to http(s) and mailto.
import '@mantine/tiptap/styles.css';
import { Button, Group, Input, Select } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconTemplate } from '@tabler/icons-react';
import Link from '@tiptap/extension-link';
import TextAlign from '@tiptap/extension-text-align';
import { TextStyleKit } from '@tiptap/extension-text-style';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../../src-shared/messages';
import { BlueprintPicker } from './BlueprintPicker';

const m = messages.createDocument;

type Props = {
  value: string;
  /** Changes when the value is replaced from outside (a draft resumed, a model applied). */
  resetKey: number;
  onChange: (html: string) => void;
  fonts: readonly string[];
  sectorId: number | null;
  error?: string | undefined;
  /** The field's label, when not the document's "Conteúdo". */
  label?: string;
  /** The asterisk: the document's content is required; a subject's model is optional. */
  required?: boolean;
  /** false where the text is itself a model (no "Modelos" button). */
  withBlueprints?: boolean;
  /** Shown, not edited (a model the user may not change). */
  readOnly?: boolean;
};

export function DocumentEditor({ value, resetKey, onChange, fonts, sectorId, error, label = m.content, required = true, withBlueprints = true, readOnly = false }: Props) {
  const labelId = useId();
  const errorId = useId();
  const [pickerOpen, setPickerOpen] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      TextStyleKit.configure({ backgroundColor: false, color: false, fontSize: false, lineHeight: false }),
    ],
    content: value,
    editable: !readOnly,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

  // Replace the text only when told to (not on every keystroke, which would move the cursor).
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);
  useEffect(() => {
    if (!editor || resetKey === 0) return;
    editor.commands.setContent(valueRef.current || '', { emitUpdate: false });
  }, [editor, resetKey]);

  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        },
      },
    });
  }, [editor, error, labelId, errorId]);

  const [font, setFont] = useState<string | null>(null);
  const chooseFont = (next: string | null) => {
    setFont(next);
    if (!editor) return;
    if (next) editor.chain().focus().setFontFamily(next).run();
    else editor.chain().focus().unsetFontFamily().run();
  };

  return (
    <Input.Wrapper
      labelElement="div"
      label={<span id={labelId}>{label}</span>}
      withAsterisk={required}
      error={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <Group gap="xs" my="xs" align="flex-end">
        {fonts.length > 0 && (
          <Select
            size="xs"
            w={220}
            aria-label={m.fontFamily}
            placeholder={m.defaultFont}
            data={fonts.map((name) => ({ value: name, label: name }))}
            value={font}
            onChange={chooseFont}
            clearable
          />
        )}
        {withBlueprints && (
          <Button size="xs" variant="light" leftSection={<IconTemplate size={14} aria-hidden />} onClick={() => setPickerOpen(true)}>
            {m.blueprints}
          </Button>
        )}
      </Group>
      <RichTextEditor editor={editor} labels={m.editorLabels}>
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.AlignLeft />
            <RichTextEditor.AlignCenter />
            <RichTextEditor.AlignJustify />
            <RichTextEditor.AlignRight />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content data-testid="document-editor" mih={260} />
      </RichTextEditor>
      <BlueprintPicker
        opened={withBlueprints && pickerOpen}
        sectorId={sectorId}
        onClose={() => setPickerOpen(false)}
        onInsert={(html) => {
          setPickerOpen(false);
          editor?.chain().focus().insertContent(html).run();
        }}
      />
    </Input.Wrapper>
  );
}
