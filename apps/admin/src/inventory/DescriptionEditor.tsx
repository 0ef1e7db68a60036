import '@mantine/tiptap/styles.css';
import { ActionIcon, ColorSwatch, Group, Input, Popover, SimpleGrid, Tooltip } from '@mantine/core';
import { Link, RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconBackground, IconIndentDecrease, IconIndentIncrease, IconX } from '@tabler/icons-react';
import Highlight from '@tiptap/extension-highlight';
import TextAlign from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { Indent } from './indent.ts';

const textColors = [
  '#16191f',
  '#495057',
  '#c92a2a',
  '#a61e4d',
  '#862e9c',
  '#5f3dc4',
  '#1864ab',
  '#0b7285',
  '#087f5b',
  '#2b8a3e',
  '#b35500',
  '#e66d00',
];
const backgroundColors = [
  '#fff3bf',
  '#ffe8cc',
  '#ffe3e3',
  '#f3d9fa',
  '#e5dbff',
  '#d0ebff',
  '#c5f6fa',
  '#d3f9d8',
  '#e9ecef',
];

function IndentControls() {
  const { editor } = useRichTextEditorContext();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      canIndent: e?.can().indent() ?? false,
      canOutdent: e?.can().outdent() ?? false,
    }),
  });
  return (
    <>
      <RichTextEditor.Control
        aria-label="Decrease indent"
        title="Decrease indent"
        disabled={!state?.canOutdent}
        onClick={() => editor?.chain().focus().outdent().run()}
      >
        <IconIndentDecrease size={16} stroke={1.5} aria-hidden />
      </RichTextEditor.Control>
      <RichTextEditor.Control
        aria-label="Increase indent"
        title="Increase indent"
        disabled={!state?.canIndent}
        onClick={() => editor?.chain().focus().indent().run()}
      >
        <IconIndentIncrease size={16} stroke={1.5} aria-hidden />
      </RichTextEditor.Control>
    </>
  );
}

/** Background colour of the selected text (a multicolour highlight). */
function BackgroundControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const apply = (color: string | null) => {
    const chain = editor?.chain().focus();
    if (color) chain?.setHighlight({ color }).run();
    else chain?.unsetHighlight().run();
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} withinPortal trapFocus shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Background color"
          title="Background color"
          onClick={() => setOpened((o) => !o)}
        >
          <IconBackground size={16} stroke={1.5} aria-hidden />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <SimpleGrid cols={5} spacing={6}>
          {backgroundColors.map((color) => (
            <ColorSwatch
              key={color}
              component="button"
              type="button"
              color={color}
              size={24}
              aria-label={`Background ${color}`}
              onClick={() => apply(color)}
            />
          ))}
          <Tooltip label="Remove background">
            <ActionIcon
              variant="default"
              size={24}
              aria-label="Remove background"
              onClick={() => apply(null)}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}

interface DescriptionEditorProps {
  label: string;
  value: string;
  /** The editor's HTML, or '' when it holds no text. */
  onChange: (html: string) => void;
  error?: React.ReactNode;
  required?: boolean;
}

/** The product description: the toolbar of SPEC §5, output the server's sanitiser keeps. */
export function DescriptionEditor({
  label,
  value,
  onChange,
  error,
  required,
}: DescriptionEditorProps) {
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false, horizontalRule: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
      TextStyle,
      Color,
      Highlight.configure({ multicolor: true }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Indent,
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-labelledby': `${id}-label`,
        'aria-multiline': 'true',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        role: 'textbox',
        style: 'min-height: 120px',
        'data-testid': 'description-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={id}
      labelProps={{ id: `${id}-label` }}
      required={required}
      error={error}
      errorProps={{ id: `${id}-error` }}
    >
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
            <RichTextEditor.H5 />
            <RichTextEditor.H6 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.OrderedList />
            <RichTextEditor.BulletList />
            <IndentControls />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.AlignLeft />
            <RichTextEditor.AlignCenter />
            <RichTextEditor.AlignRight />
            <RichTextEditor.AlignJustify />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ColorPicker colors={textColors} />
            <RichTextEditor.UnsetColor />
            <BackgroundControl />
          </RichTextEditor.ControlsGroup>
          <Group gap={0}>
            <RichTextEditor.ClearFormatting />
          </Group>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
