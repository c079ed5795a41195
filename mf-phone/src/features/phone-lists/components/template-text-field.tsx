import { Form, Input } from 'antd';
import { TemplatePreview } from 'shared-sdk/react';

export interface TemplateTextFieldProps {
  /** The field's label, also its accessible name. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  rows: number;
  /** With a counter of the characters typed. */
  maxLength?: number;
  placeholder?: string;
  /** Said under the field. */
  error?: string;
}

/** A required message text with its template preview under it ({name} and the like, as the recipient will read them). */
export function TemplateTextField({ label, value, onChange, rows, maxLength, placeholder, error }: TemplateTextFieldProps) {
  return (
    <Form.Item label={label} required validateStatus={error && 'error'} help={error} extra={<TemplatePreview value={value} />}>
      <Input.TextArea
        aria-label={label}
        rows={rows}
        maxLength={maxLength}
        showCount={maxLength !== undefined}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Item>
  );
}
