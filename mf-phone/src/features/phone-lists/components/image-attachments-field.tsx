import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { useRef } from 'react';
import type { Attachment } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { PHONE_TEXTS } from '../texts';
import { checkImage, readAttachment } from '../utils/image-attachments';

export interface ImageAttachmentsFieldProps {
  value: Attachment[];
  onChange: (images: Attachment[]) => void;
  disabled?: boolean;
}

/** Images sent with a scheduled message: several, read as data URLs, each removable. */
export function ImageAttachmentsField({ value, onChange, disabled }: ImageAttachmentsFieldProps) {
  const toasts = useToasts();
  // Several files chosen at once are read side by side: each one joins the latest list, not the one of its render.
  const latest = useRef(value);
  latest.current = value;
  const reading = useRef(0);

  const add = async (file: File) => {
    const error = checkImage(file, latest.current.length + reading.current);
    if (error) {
      toasts.error(error);
      return;
    }
    reading.current += 1;
    try {
      const image = await readAttachment(file);
      latest.current = [...latest.current, image];
      onChange(latest.current);
    } catch {
      toasts.error(PHONE_TEXTS.attachmentError);
    } finally {
      reading.current -= 1;
    }
  };

  return (
    <Flex vertical gap={8}>
      <Upload
        accept="image/*"
        multiple
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          void add(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<PictureOutlined />} disabled={disabled}>
          {PHONE_TEXTS.chooseImages}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{PHONE_TEXTS.imagesHint}</Typography.Text>
      {value.length > 0 && (
        <Flex wrap gap={8} data-testid="chosen-images">
          {value.map((image, index) => (
            <Flex key={`${image.filename}-${index}`} vertical align="center" gap={4}>
              <Image src={image.data} alt={image.filename} width={64} height={64} style={{ objectFit: 'cover' }} preview={false} />
              <Button
                size="small"
                danger
                aria-label={PHONE_TEXTS.removeImage(image.filename)}
                icon={<DeleteOutlined />}
                disabled={disabled}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              />
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
