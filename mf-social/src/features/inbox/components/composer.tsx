import { DownOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, type GetRef, Input, Typography } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { type Attachment, INBOX_IMAGES_MAX, INBOX_TEXT_MAX, parseTemplate, renderTemplate, type SendInboxMessageInput, type TemplateNames } from 'shared-sdk';
import { AttachmentPicker, TemplatePreview } from 'shared-sdk/react';
import type { SendOutcome } from '../hooks/use-send-from-inbox';
import { INBOX_TEXTS } from '../texts';

const VARIABLES = [
  { key: '{ten}', label: INBOX_TEXTS.variables.ten },
  { key: '{ten_zalo}', label: INBOX_TEXTS.variables.ten_zalo },
  { key: '{tai_khoan}', label: INBOX_TEXTS.variables.tai_khoan },
  { key: '{Chào|Xin chào|Chào bạn}', label: INBOX_TEXTS.variables.spin },
];

export interface ComposerProps {
  /** The names `{ten}`, `{ten_zalo}` and `{tai_khoan}` stand for in this conversation. */
  names: TemplateNames;
  onSend: (input: SendInboxMessageInput) => Promise<SendOutcome>;
  /** Said above the box (e.g. the account's session is not running). */
  warning?: string | null;
}

/**
 * The reply box: Enter sends, Shift+Enter starts a new line (not while an input method is composing a word), the
 * template variables and choices of every compose box (filled with this contact's names when sent, previewed as
 * they are typed), and up to five images.
 */
export function Composer({ names, onSend, warning }: ComposerProps) {
  const [text, setText] = useState('');
  const [images, setImages] = useState<Attachment[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<GetRef<typeof Input.TextArea>>(null);
  const templated = /[{}]/.test(text);

  const submit = async () => {
    const parsed = parseTemplate(text);
    if (parsed.errors.length > 0) return;
    if (text.trim() === '' && images.length === 0) {
      setProblem(INBOX_TEXTS.emptyMessage);
      return;
    }
    const input: SendInboxMessageInput = {
      text: templated ? renderTemplate(parsed, names) : text,
      ...(images.length > 0 && { attachments: images.map((image) => ({ name: image.filename, dataUrl: image.data })) }),
    };
    const [keptText, keptImages] = [text, images];
    setText('');
    setImages([]);
    setProblem(null);
    const outcome = await onSend(input);
    if (outcome === 'not-sent') {
      // Given back only when nothing new was typed meanwhile.
      setText((current) => (current === '' ? keptText : current));
      setImages((current) => (current.length === 0 ? keptImages : current));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const insert = (snippet: string) => {
    const element = box.current?.resizableTextArea?.textArea;
    const at = element?.selectionStart ?? text.length;
    setText(`${text.slice(0, at)}${snippet}${text.slice(element?.selectionEnd ?? at)}`);
    element?.focus();
  };

  return (
    <Flex vertical gap={6} style={{ padding: 12, borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
      {warning && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {warning}
        </Typography.Text>
      )}
      <Flex gap={8} align="flex-end">
        <Input.TextArea
          ref={box}
          aria-label={INBOX_TEXTS.composerLabel}
          placeholder={INBOX_TEXTS.composerPlaceholder}
          value={text}
          maxLength={INBOX_TEXT_MAX}
          autoSize={{ minRows: 1, maxRows: 6 }}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
        />
        <Button type="primary" icon={<SendOutlined />} onClick={() => void submit()}>
          {INBOX_TEXTS.send}
        </Button>
      </Flex>
      <Flex gap={8} wrap align="flex-start">
        <AttachmentPicker value={images} onChange={setImages} imagesOnly maxFiles={INBOX_IMAGES_MAX} label={INBOX_TEXTS.images} />
        <Dropdown trigger={['click']} menu={{ items: VARIABLES.map(({ key, label }) => ({ key, label: `${label} ${key}` })), onClick: ({ key }) => insert(key) }}>
          <Button>
            {INBOX_TEXTS.insertVariable} <DownOutlined />
          </Button>
        </Dropdown>
        <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 'auto', alignSelf: 'center' }}>
          {INBOX_TEXTS.composerHint}
        </Typography.Text>
      </Flex>
      {problem && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {problem}
        </Typography.Text>
      )}
      {templated && <TemplatePreview value={text} names={names} />}
    </Flex>
  );
}
