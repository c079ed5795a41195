import { Form, Input } from 'antd';
import { TemplatePreview } from 'shared-sdk/react';

export interface MessageTemplateItemProps {
  label: string;
  rows: number;
  maxLength: number;
}

/** The form's `message` with a counter and its template preview under it ({name} as each member will read it). */
export function MessageTemplateItem({ label, rows, maxLength }: MessageTemplateItemProps) {
  const message = Form.useWatch('message', Form.useFormInstance()) ?? '';
  return (
    <Form.Item name="message" label={label} extra={<TemplatePreview value={message} />}>
      <Input.TextArea rows={rows} maxLength={maxLength} showCount />
    </Form.Item>
  );
}
