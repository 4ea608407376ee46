import { useState } from 'react';
import { Box, Button, HStack, IconButton, Input, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { LinkIcon } from './icons';
import { RICH_TEXT_CSS } from './richTextStyles';

interface Props {
  /** the HTML to start from (stored, already sanitized) */
  value: string;
  onChange: (html: string) => void;
  /** the id of the field's label: the editable area is named by it */
  labelledBy: string;
  disabled?: boolean;
  testId?: string;
  /**
   * a menu at the end of the toolbar that types a snippet at the cursor (a mailshot's merge fields, `{{name}}`); its
   * trigger is `{testId}-insert`, each entry `{testId}-insert-{key}`
   */
  inserts?: { label: string; options: readonly { key: string; label: string; text: string }[] };
}

/** The marks and blocks the toolbar offers: exactly what the server's allow-list keeps (domain html.ts RICH_TEXT). */
const MARKS = [
  { key: 'bold', label: 'B', run: (e: Editor) => e.chain().focus().toggleBold().run(), style: { fontWeight: 'bold' } },
  { key: 'italic', label: 'I', run: (e: Editor) => e.chain().focus().toggleItalic().run(), style: { fontStyle: 'italic' } },
  { key: 'underline', label: 'U', run: (e: Editor) => e.chain().focus().toggleUnderline().run(), style: { textDecoration: 'underline' } },
] as const;
const BLOCKS = [
  { key: 'heading', label: 'H', attrs: { level: 2 }, run: (e: Editor) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'bulletList', label: '•', attrs: undefined, run: (e: Editor) => e.chain().focus().toggleBulletList().run() },
  { key: 'orderedList', label: '1.', attrs: undefined, run: (e: Editor) => e.chain().focus().toggleOrderedList().run() },
] as const;

/** Only web and mail addresses become links (the server keeps no other). */
const linkable = (url: string) => /^(https?:\/\/|mailto:)/i.test(url.trim());

/**
 * A rich-text field (Tiptap behind this one module): a toolbar of toggle buttons (bold, italic, underline, heading,
 * lists, link) reachable with Tab, the usual shortcuts (Ctrl+B, Ctrl+I…), and the HTML handed to `onChange`. The
 * server sanitizes what is stored; the editor only ever produces the allowed tags.
 */
export function RichTextEditor({ value, onChange, labelledBy, disabled = false, testId, inserts }: Props) {
  const { t } = useTranslation();
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
    ],
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  if (!editor) return null;

  const applyLink = () => {
    const url = (linkDraft ?? '').trim();
    if (url === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (linkable(url)) editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    else return;
    setLinkDraft(null);
  };

  const toggle = (key: string, label: React.ReactNode, active: boolean, run: () => void, style?: Record<string, string>) => (
    <IconButton
      key={key}
      size="xs"
      variant={active ? 'solid' : 'ghost'}
      colorPalette="brand"
      aria-label={t(`richText.${key}`)}
      aria-pressed={active}
      disabled={disabled}
      // a click keeps the focus (and the selection) in the text: the next keystroke lands there, not on the button
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      data-testid={testId ? `${testId}-${key}` : undefined}
    >
      <span aria-hidden="true" style={style}>
        {label}
      </span>
    </IconButton>
  );

  return (
    <Box borderWidth="1px" borderRadius="md" bg="app.panel" opacity={disabled ? 0.7 : 1}>
      <HStack gap="1" p="1" borderBottomWidth="1px" flexWrap="wrap" role="toolbar" aria-label={t('richText.toolbar')}>
        {MARKS.map((m) => toggle(m.key, m.label, editor.isActive(m.key), () => m.run(editor), m.style))}
        {BLOCKS.map((b) => toggle(b.key, b.label, editor.isActive(b.key, b.attrs), () => b.run(editor)))}
        {toggle('link', <LinkIcon />, editor.isActive('link') || linkDraft !== null, () =>
          setLinkDraft(linkDraft === null ? ((editor.getAttributes('link').href as string | undefined) ?? 'https://') : null),
        )}
        {inserts && (
          <Menu.Root
            onSelect={(e) => {
              const option = inserts.options.find((o) => o.key === e.value);
              if (option) editor.chain().focus().insertContent(option.text).run();
            }}
          >
            <Menu.Trigger asChild>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="brand"
                disabled={disabled}
                data-testid={testId ? `${testId}-insert` : undefined}
              >
                {inserts.label}
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {inserts.options.map((o) => (
                    <Menu.Item key={o.key} value={o.key} data-testid={testId ? `${testId}-insert-${o.key}` : undefined}>
                      {o.label}
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
      </HStack>
      {linkDraft !== null && (
        <HStack gap="2" p="2" borderBottomWidth="1px">
          <Input
            size="sm"
            type="url"
            value={linkDraft}
            aria-label={t('richText.linkAddress')}
            aria-invalid={linkDraft.trim() !== '' && !linkable(linkDraft)}
            onChange={(e) => setLinkDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              } else if (e.key === 'Escape') setLinkDraft(null);
            }}
            data-testid={testId ? `${testId}-link-address` : undefined}
          />
          <Button size="sm" onClick={applyLink} disabled={linkDraft.trim() !== '' && !linkable(linkDraft)}>
            {t('richText.applyLink')}
          </Button>
        </HStack>
      )}
      <Box
        px="3"
        py="2"
        minH="8rem"
        css={{
          '& .tiptap': { outline: 'none', minHeight: '7rem' },
          '& .tiptap:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
          ...RICH_TEXT_CSS,
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
