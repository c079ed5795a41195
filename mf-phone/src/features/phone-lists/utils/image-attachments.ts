import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, type Attachment, JOB_REQUEST_MESSAGES } from 'shared-sdk';

/** The image rules of the phone-list schedules: images only, at most 5, each at most 10 MB. */
export function checkImage(file: Pick<File, 'name' | 'size' | 'type'>, alreadyChosen: number): string | null {
  if (alreadyChosen >= ATTACHMENT_MAX_FILES) return JOB_REQUEST_MESSAGES.tooManyFiles(alreadyChosen);
  if (!file.type.startsWith('image/')) return JOB_REQUEST_MESSAGES.fileNotSupported(file.name);
  if (file.size > ATTACHMENT_MAX_BYTES) return JOB_REQUEST_MESSAGES.fileTooLarge(file.name);
  return null;
}

/** A chosen file as the API's attachment: its contents as a base64 data URL. */
export function readAttachment(file: File): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ filename: file.name, data: String(reader.result), totalSize: file.size, mimeType: file.type, type: 'file' });
    reader.onerror = () => reject(reader.error ?? new Error(JOB_REQUEST_MESSAGES.attachmentData));
    reader.readAsDataURL(file);
  });
}
