import { FileOutlined, LinkOutlined, PaperClipOutlined, PictureOutlined, SoundOutlined, UserOutlined } from '@ant-design/icons';
import { Flex, Image, Typography } from 'antd';
import { useState } from 'react';
import type { MessageAttachment } from 'shared-sdk';
import { INBOX_TEXTS, KIND_LABELS } from '../texts';

/** '1,2 MB', '340 KB'. */
export function fileSize(bytes: number | null): string {
  if (!bytes || bytes <= 0) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

/** A photo or sticker, opened large on a click; one the platform no longer serves says so, with its link. */
function PhotoView({ attachment }: { attachment: MessageAttachment }) {
  const [broken, setBroken] = useState(false);
  const { kind, url, thumbnailUrl } = attachment;
  if (broken) {
    return url ? (
      <Typography.Link href={url} target="_blank" rel="noreferrer noopener">
        <PictureOutlined /> {INBOX_TEXTS.photoUnavailable}
      </Typography.Link>
    ) : (
      <Typography.Text type="secondary">
        <PictureOutlined /> {INBOX_TEXTS.photoUnavailable}
      </Typography.Text>
    );
  }
  return (
    <Image
      src={thumbnailUrl ?? url ?? undefined}
      preview={url ? { src: url } : false}
      alt={INBOX_TEXTS.photoAlt}
      onError={() => setBroken(true)}
      width={kind === 'sticker' ? 96 : undefined}
      style={{ maxWidth: kind === 'sticker' ? 96 : 240, maxHeight: 240, borderRadius: 8, objectFit: 'cover' }}
    />
  );
}

function AttachmentView({ attachment }: { attachment: MessageAttachment }) {
  const { kind, url, thumbnailUrl, name, size, title } = attachment;
  const label = name || title || KIND_LABELS[kind];
  if ((kind === 'photo' || kind === 'sticker') && (thumbnailUrl || url)) return <PhotoView attachment={attachment} />;
  if (kind === 'voice' && url) return <audio controls src={url} aria-label={KIND_LABELS.voice} style={{ maxWidth: 240 }} />;
  if (kind === 'link' && url) {
    return (
      <Typography.Link href={url} target="_blank" rel="noreferrer noopener">
        <LinkOutlined /> {title || url}
      </Typography.Link>
    );
  }
  if (kind === 'contact') {
    return (
      <Typography.Text>
        <UserOutlined /> {INBOX_TEXTS.contactCard}: {title || name || ''}
      </Typography.Text>
    );
  }
  if (url) {
    return (
      <Typography.Link href={url} download={name ?? true} target="_blank" rel="noreferrer noopener" aria-label={INBOX_TEXTS.download(label)}>
        <Flex align="center" gap={8}>
          {kind === 'voice' ? <SoundOutlined /> : <FileOutlined />}
          <span style={{ wordBreak: 'break-all' }}>{label}</span>
          {size ? <Typography.Text type="secondary">({fileSize(size)})</Typography.Text> : null}
        </Flex>
      </Typography.Link>
    );
  }
  return (
    <Typography.Text type="secondary">
      <PaperClipOutlined /> {label}
    </Typography.Text>
  );
}

/** What a message carries besides text: photos shown, files downloadable, links, voice, contact cards. */
export function MessageAttachments({ attachments }: { attachments: MessageAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Flex vertical gap={6}>
      {attachments.map((attachment, index) => (
        <AttachmentView key={`${attachment.url ?? attachment.name ?? ''}-${index}`} attachment={attachment} />
      ))}
    </Flex>
  );
}
