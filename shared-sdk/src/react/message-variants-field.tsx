import { Button, Flex, Input, Switch, Typography } from 'antd';
import { MAX_MESSAGE_VARIANTS, VARIANT_LETTERS } from '../schemas/job';
import { TEMPLATE_MESSAGES, type TemplateNames } from '../templates';
import { TemplatePreview } from './template-preview';

export const MESSAGE_VARIANT_TEXTS = {
  variant: (letter: string) => `Phiên bản ${letter}`,
  add: 'Thêm phiên bản',
  count: (count: number, max: number) => `${count}/${max} ký tự`,
  remove: (letter: string) => `Xóa phiên bản ${letter}`,
  split: 'Người nhận được chia đều ngẫu nhiên cho các phiên bản; tỉ lệ trả lời của từng phiên bản hiện trên thẻ công việc.',
  skipActive: 'Bỏ qua người đang trò chuyện',
  skipActiveHint: 'Không gửi cho người đã trả lời hoặc nhắn tin với tài khoản trong 24 giờ qua.',
  stopOnReply: 'Dừng khi khách trả lời',
  stopOnReplyHint: 'Lượt gửi sau bỏ qua người đã trả lời tài khoản gửi trong những ngày gần đây.',
} as const;

export interface MessageVariantsFieldProps {
  /** The texts, A first; at least one (an empty list is shown as one empty text). */
  value?: string[];
  onChange?: (texts: string[]) => void;
  /** The field's name with one text (its accessible name); with two or more each text is "Phiên bản A"… */
  label: string;
  /** Given by a form item: the first text area gets it, so the item's label points at it. */
  id?: string;
  rows?: number;
  /** With a counter of the characters typed under each text, on a line of its own. */
  maxLength?: number;
  placeholder?: string;
  /** The names the previews fill in. */
  names?: TemplateNames;
  /** The previews' help line (a message to groups' conversations says its own). */
  help?: string;
  /** Off where the form item already shows the schema's error for the texts. */
  showErrors?: boolean;
}

/**
 * A message job's text, or up to five alternatives ("Phiên bản A"…"E"): each a template with its own preview (the
 * variables' help once, under the first), "Thêm phiên bản" adds one, each but the last one left can be removed; with two or more a line says
 * how recipients are split. Works as a form item's control (value/onChange) or on its own.
 */
export function MessageVariantsField({ value, onChange, label, id, rows = 4, maxLength, placeholder, names, help = TEMPLATE_MESSAGES.help, showErrors }: MessageVariantsFieldProps) {
  const texts = value && value.length > 0 ? value : [''];
  const several = texts.length > 1;
  const set = (index: number, text: string) => onChange?.(texts.map((old, at) => (at === index ? text : old)));
  const remove = (index: number) => onChange?.(texts.filter((_, at) => at !== index));

  return (
    <Flex vertical gap={several ? 12 : 4} data-testid="message-variants">
      {texts.map((text, index) => {
        const letter = VARIANT_LETTERS[index];
        const name = several ? MESSAGE_VARIANT_TEXTS.variant(letter) : label;
        return (
          <Flex vertical gap={4} key={index}>
            {several && (
              <Flex justify="space-between" align="center">
                <Typography.Text strong>{name}</Typography.Text>
                <Button size="small" type="link" danger onClick={() => remove(index)} aria-label={MESSAGE_VARIANT_TEXTS.remove(letter)}>
                  {MESSAGE_VARIANT_TEXTS.remove(letter)}
                </Button>
              </Flex>
            )}
            <Input.TextArea
              id={index === 0 ? id : undefined}
              aria-label={name}
              rows={rows}
              maxLength={maxLength}
              placeholder={placeholder}
              value={text}
              onChange={(event) => set(index, event.target.value)}
            />
            {/* The count on its own line: antd's showCount sat over the help line on a phone. */}
            {maxLength !== undefined && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {MESSAGE_VARIANT_TEXTS.count(text.length, maxLength)}
              </Typography.Text>
            )}
            {/* The variables' help once, under the first text: the same words under every variant only lengthened the form. */}
            <TemplatePreview value={text} names={names} help={index === 0 ? help : ''} showErrors={showErrors} countRoom={false} />
          </Flex>
        );
      })}
      <Flex vertical gap={2} align="flex-start">
        {texts.length < MAX_MESSAGE_VARIANTS && (
          <Button size="small" type="dashed" onClick={() => onChange?.([...texts, ''])}>
            {MESSAGE_VARIANT_TEXTS.add}
          </Button>
        )}
        {several && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {MESSAGE_VARIANT_TEXTS.split}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

export interface OptionSwitchProps {
  label: string;
  hint: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  id?: string;
}

/** A switch with its label and a one-line explanation ("Bỏ qua người đang trò chuyện", "Dừng khi khách trả lời"). */
export function OptionSwitch({ label, hint, checked = false, onChange, id }: OptionSwitchProps) {
  return (
    <Flex gap={8} align="flex-start">
      <Switch id={id} size="small" aria-label={label} checked={checked} onChange={(next) => onChange?.(next)} style={{ marginTop: 3 }} />
      <Flex vertical>
        <Typography.Text>{label}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
