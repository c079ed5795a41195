import { Tag, Typography } from 'antd';
import { translatePlatformError } from 'shared-sdk';
import { PHONE_TEXTS } from '../texts';

/**
 * A stored platform error in Vietnamese, its code apart; nothing when there is none. A skipped
 * number's reason ('Không có Zalo') is no error: shown in plain text.
 */
export function ErrorCell({ error, skipped }: { error: string | null | undefined; skipped?: boolean }) {
  const translated = translatePlatformError(error);
  if (!translated) return null;
  if (skipped) return <Typography.Text type="secondary">{translated.text}</Typography.Text>;
  return (
    <Typography.Text type="danger">
      {translated.code !== null && <Tag color="red">{PHONE_TEXTS.errorCode(translated.code)}</Tag>}
      {translated.text}
    </Typography.Text>
  );
}
