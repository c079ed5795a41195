import { Typography } from 'antd';
import { translatePlatformError } from 'shared-sdk';
import { SHARED_TEXTS } from '../texts';

/** A stored failure in Vietnamese on its own line, Zalo's code on a detail line below (never raw English). */
export function FailureReason({ raw }: { raw: string | null | undefined }) {
  const reason = translatePlatformError(raw);
  if (!reason) return null;
  return (
    <>
      {reason.text && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {reason.text}
        </Typography.Text>
      )}
      {reason.code !== null && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {SHARED_TEXTS.failureCode(reason.code)}
        </Typography.Text>
      )}
    </>
  );
}
