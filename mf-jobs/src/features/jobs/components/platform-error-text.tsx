import { Typography } from 'antd';
import { translatePlatformError } from 'shared-sdk';
import { JOB_TEXTS } from '../texts';

export interface PlatformErrorTextProps {
  /** The stored text (Zalo's or ours). */
  message: string | null;
  /** The stored platform code, when the text does not carry it. */
  code?: number | null;
  /** Said when there is no text (a skipped recipient whose reason was not stored). */
  fallback?: string;
}

/**
 * A stored error in Vietnamese on its own line, and Zalo's code, when there is one, on a small line under it
 * (platform codes never in the main line). '—' when there is nothing to say.
 */
export function PlatformErrorText({ message, code = null, fallback }: PlatformErrorTextProps) {
  const translated = translatePlatformError(message, code);
  if (!translated) return <>{fallback ?? '—'}</>;
  return (
    <>
      <div>{translated.text || fallback || '—'}</div>
      {translated.code !== null && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {JOB_TEXTS.platformCode(translated.code)}
        </Typography.Text>
      )}
    </>
  );
}
