import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space } from 'antd';
import { useToasts } from 'shared-sdk/react';
import { INTEGRATION_TEXTS as T } from '../texts';

export interface CopyFieldProps {
  /** The field's accessible name ('Khóa API', 'Khóa bí mật'). */
  label: string;
  value: string;
  /** A long text (a command, code): a read-only text area with the button under it. */
  multiline?: boolean;
}

/** A value to copy: read-only, selected on focus, with 'Sao chép' (the clipboard may refuse: then say how). */
export function CopyField({ label, value, multiline }: CopyFieldProps) {
  const toasts = useToasts();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toasts.success(T.copied);
    } catch {
      toasts.error(T.copyFailed);
    }
  };
  const button = (
    <Button icon={<CopyOutlined />} onClick={() => void copy()} aria-label={`${T.copy}: ${label}`}>
      {T.copy}
    </Button>
  );
  if (multiline) {
    return (
      <Flex vertical gap={4} align="flex-end">
        <Input.TextArea
          readOnly
          value={value}
          aria-label={label}
          autoSize={{ minRows: 2, maxRows: 16 }}
          style={{ fontFamily: 'monospace', fontSize: 12 }}
          onFocus={(event) => event.target.select()}
        />
        {button}
      </Flex>
    );
  }
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input readOnly value={value} aria-label={label} style={{ fontFamily: 'monospace' }} onFocus={(event) => event.target.select()} />
      {button}
    </Space.Compact>
  );
}
