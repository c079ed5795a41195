import { Tag, Typography } from 'antd';
import { translatePlatformError } from 'shared-sdk';
import { PHONE_TEXTS } from '../texts';

/** A stored platform error in Vietnamese, its code apart (spec part 3 §8); nothing when there is none. */
export function ErrorCell({ error }: { error: string | null | undefined }) {
  const translated = translatePlatformError(error);
  if (!translated) return null;
  return (
    <Typography.Text type="danger">
      {translated.code !== null && <Tag color="red">{PHONE_TEXTS.errorCode(translated.code)}</Tag>}
      {translated.text}
    </Typography.Text>
  );
}
