import { Flex, Form, Input, InputNumber, Typography } from 'antd';
import { JOB_MESSAGE_MAX } from 'shared-sdk';
import { MessageVariantsField, TemplatePreview } from 'shared-sdk/react';
import { GROUP_TEXTS } from '../texts';
import type { DelayLimits } from '../utils/bulk-delays';

export interface MessageFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  error?: string | null;
  rows?: number;
  max?: number;
  /**
   * The message goes to groups' own conversations: {ten} is then the group's name, which the help
   * line says and the preview shows, instead of a person's.
   */
  toGroups?: boolean;
  /**
   * Variants B…E beside `value` (A), for a message job to people: the shared editor with
   * "Thêm phiên bản"; absent, one text as before.
   */
  variants?: { value: string[]; onChange: (variants: string[]) => void };
}

const GROUP_PREVIEW_NAMES = { ten: GROUP_TEXTS.groupPreviewName, ten_zalo: GROUP_TEXTS.groupPreviewName, tai_khoan: 'Shop Hoa Tươi' };

/** The message text with its character counter, the template help and a live preview (variables, spintax). */
export function MessageField({ value, onChange, label = GROUP_TEXTS.message, error, rows = 4, max = JOB_MESSAGE_MAX, toGroups = false, variants }: MessageFieldProps) {
  if (variants) {
    return (
      <Form.Item label={label} validateStatus={error ? 'error' : undefined} help={error ?? undefined} style={{ marginBottom: 0 }}>
        <MessageVariantsField
          label={label}
          rows={rows}
          maxLength={max}
          value={[value, ...variants.value]}
          onChange={([first = '', ...others]) => {
            onChange(first);
            variants.onChange(others);
          }}
        />
      </Form.Item>
    );
  }
  return (
    <Form.Item label={label} validateStatus={error ? 'error' : undefined} help={error ?? undefined} style={{ marginBottom: 0 }}>
      <Input.TextArea aria-label={label} rows={rows} maxLength={max} value={value} onChange={(event) => onChange(event.target.value)} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {GROUP_TEXTS.charCount(value.length, max)}
      </Typography.Text>
      {toGroups ? (
        <TemplatePreview value={value} help={GROUP_TEXTS.groupTemplateHelp} names={GROUP_PREVIEW_NAMES} countRoom={false} />
      ) : (
        <TemplatePreview value={value} countRoom={false} />
      )}
    </Form.Item>
  );
}

export interface DelayValues {
  delayMin: number | null;
  delayMax: number | null;
}

export interface DelayFieldsProps {
  value: DelayValues;
  onChange: (value: DelayValues) => void;
  limits: DelayLimits;
  error?: { field: keyof DelayValues; text: string } | null;
}

export interface SecondsFieldProps {
  label: string;
  min: number;
  max: number;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Said under the field. */
  error?: string;
}

/** A whole number of seconds (a delay), with its label and its range. */
export function SecondsField({ label, min, max, value, onChange, error }: SecondsFieldProps) {
  return (
    <Form.Item label={label} validateStatus={error ? 'error' : undefined} help={error} style={{ marginBottom: 0 }}>
      <InputNumber<number> aria-label={label} min={min} max={max} precision={0} value={value} onChange={onChange} />
    </Form.Item>
  );
}

/** Min and max delay in seconds, with the dialog's ranges. */
export function DelayFields({ value, onChange, limits, error }: DelayFieldsProps) {
  const errorOf = (field: keyof DelayValues) => (error?.field === field ? error.text : undefined);
  return (
    <Flex gap={12} wrap>
      <SecondsField label={GROUP_TEXTS.delayMin} min={limits.min.from} max={limits.min.to} value={value.delayMin} onChange={(delayMin) => onChange({ ...value, delayMin })} error={errorOf('delayMin')} />
      <SecondsField label={GROUP_TEXTS.delayMax} min={limits.min.from} max={limits.max.to} value={value.delayMax} onChange={(delayMax) => onChange({ ...value, delayMax })} error={errorOf('delayMax')} />
    </Flex>
  );
}
