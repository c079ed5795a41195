import { stat } from 'node:fs/promises';
import { PlatformError } from './errors';

/** Both drivers refuse a missing attachment the same way, before anything is sent. */
export async function assertAttachmentsExist(paths: string[]): Promise<void> {
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new PlatformError('INVALID_INPUT', `Attachment not found: ${path}`);
  }
}
