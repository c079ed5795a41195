import { Flex, Form, Input, InputNumber, Typography } from 'antd';
import { JOB_MESSAGE_MAX } from 'shared-sdk';
import { TemplatePreview } from 'shared-sdk/react';
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
}

const GROUP_PREVIEW_NAMES = { ten: GROUP_TEXTS.groupPreviewName, ten_zalo: GROUP_TEXTS.groupPreviewName, tai_khoan: 'Shop Hoa Tươi' };

/** The message text with its character counter, the template help and a live preview (variables, spintax). */
export function MessageField({ value, onChange, label = GROUP_TEXTS.message, error, rows = 4, max = JOB_MESSAGE_MAX, toGroups = false }: MessageFieldProps) {
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
  error?: { field: 'delayMin' | 'delayMax'; text: string } | null;
}

/** Min and max delay in seconds, with the dialog's ranges. */
export function DelayFields({ value, onChange, limits, error }: DelayFieldsProps) {
  const status = (field: 'delayMin' | 'delayMax') => (error?.field === field ? 'error' : undefined);
  return (
    <Flex gap={12} wrap>
      <Form.Item label={GROUP_TEXTS.delayMin} validateStatus={status('delayMin')} help={error?.field === 'delayMin' ? error.text : undefined} style={{ marginBottom: 0 }}>
        <InputNumber<number>
          aria-label={GROUP_TEXTS.delayMin}
          min={limits.min.from}
          max={limits.min.to}
          precision={0}
          value={value.delayMin}
          onChange={(delayMin) => onChange({ ...value, delayMin })}
        />
      </Form.Item>
      <Form.Item label={GROUP_TEXTS.delayMax} validateStatus={status('delayMax')} help={error?.field === 'delayMax' ? error.text : undefined} style={{ marginBottom: 0 }}>
        <InputNumber<number>
          aria-label={GROUP_TEXTS.delayMax}
          min={limits.min.from}
          max={limits.max.to}
          precision={0}
          value={value.delayMax}
          onChange={(delayMax) => onChange({ ...value, delayMax })}
        />
      </Form.Item>
    </Flex>
  );
}
