import { Button, Flex, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_MIME_TYPES,
  type Attachment,
  JOB_REQUEST_MESSAGES,
} from '../schemas/job-requests';

export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

interface CheckOptions {
  maxFiles?: number;
  imagesOnly?: boolean;
  /** Replaces the shared 'at most 5 files' text (e.g. the list schedule's 'at most 5 images'). */
  tooManyMessage?: string;
}

/**
 * The shared attachment rules for files being added to `existing`: at most `maxFiles` in all,
 * each ≤ 10 MB, of the allowed types (or images only). Answers the first rule broken, or null.
 */
export function checkAddedFiles(existing: number, added: PickedFile[], options: CheckOptions = {}): string | null {
  const maxFiles = options.maxFiles ?? ATTACHMENT_MAX_FILES;
  if (existing + added.length > maxFiles) return options.tooManyMessage ?? JOB_REQUEST_MESSAGES.tooManyFiles(existing);
  for (const file of added) {
    if (file.size > ATTACHMENT_MAX_BYTES) return JOB_REQUEST_MESSAGES.fileTooLarge(file.name);
    const allowed = options.imagesOnly ? file.type.startsWith('image/') && (ATTACHMENT_MIME_TYPES as readonly string[]).includes(file.type) : (ATTACHMENT_MIME_TYPES as readonly string[]).includes(file.type);
    if (!allowed) return JOB_REQUEST_MESSAGES.fileNotSupported(file.name);
  }
  return null;
}

/** A browser file as the API takes it: its contents as a base64 data URL. */
export function readAttachment(file: File): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ filename: file.name, data: String(reader.result), totalSize: file.size, mimeType: file.type, type: 'file' });
    reader.onerror = () => reject(reader.error ?? new Error(`Không thể đọc file ${file.name}`));
    reader.readAsDataURL(file);
  });
}

export interface AttachmentPickerProps extends CheckOptions {
  value?: Attachment[];
  onChange?: (files: Attachment[]) => void;
  /** Shown when a rule is broken; the files already chosen stay. */
  onReject?: (message: string) => void;
  label?: string;
}

/** Chooses message attachments by the shared rules; a form field (value/onChange). */
export function AttachmentPicker({ value = [], onChange, maxFiles = ATTACHMENT_MAX_FILES, imagesOnly = false, tooManyMessage, onReject, label }: AttachmentPickerProps) {
  const [rejected, setRejected] = useState<string | null>(null);

  async function add(files: File[]) {
    const problem = checkAddedFiles(value.length, files, { maxFiles, imagesOnly, tooManyMessage });
    setRejected(problem);
    if (problem) {
      onReject?.(problem);
      return;
    }
    onChange?.([...value, ...(await Promise.all(files.map(readAttachment)))]);
  }

  return (
    <Flex vertical gap={8}>
      <Upload
        multiple
        showUploadList={false}
        accept={imagesOnly ? 'image/*' : ATTACHMENT_MIME_TYPES.join(',')}
        // Every file of one pick arrives here with the whole list: take the list once, on its first file.
        beforeUpload={(file, list) => {
          if (file === list[0]) void add(list);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button disabled={value.length >= maxFiles}>
          {label ?? (imagesOnly ? 'Chọn hình ảnh' : 'Chọn file đính kèm')} ({value.length}/{maxFiles})
        </Button>
      </Upload>
      {rejected && <Typography.Text type="danger">{rejected}</Typography.Text>}
      {value.length > 0 && (
        <Flex wrap gap={4}>
          {value.map((file, index) => (
            <Tag
              key={`${file.filename}-${index}`}
              closable={{ 'aria-label': `Gỡ ${file.filename}` }}
              onClose={() => onChange?.(value.filter((_, i) => i !== index))}
            >
              {file.filename}
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
