import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Attachment } from 'shared-sdk/schemas';
import { JOB_REQUEST_MESSAGES } from 'shared-sdk/schemas';
import type { StoredAttachment } from '../../../db/schema';
import { decodedDataUrl } from '../../../http/attachment-body';
import { badRequest } from '../../../http/errors';

const DATA_URL = /^data:([^,]*?)(;base64)?,(.*)$/s;

function decodeDataUrl(dataUrl: string): Buffer {
  const decoded = decodedDataUrl(dataUrl);
  if (decoded) return decoded;
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw badRequest(JOB_REQUEST_MESSAGES.attachmentData);
  const [, , base64, body] = match;
  return base64 ? Buffer.from(body, 'base64') : Buffer.from(decodeURIComponent(body), 'utf8');
}

/** A name safe on any disk; the index keeps two files of the same name apart. */
function safeName(index: number, filename: string): string {
  const base = path.basename(filename).replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(-120) || 'file';
  return `${index + 1}-${base}`;
}

const folderOf = (root: string, jobId: string) => path.join(root, jobId);

/** Writes a job's attachments under `root/<jobId>/` and describes them for jobs.attachments. */
export async function storeAttachments(root: string, jobId: string, attachments: Attachment[]): Promise<StoredAttachment[]> {
  if (attachments.length === 0) return [];
  const folder = folderOf(root, jobId);
  await mkdir(folder, { recursive: true });
  const stored: StoredAttachment[] = [];
  for (const [index, attachment] of attachments.entries()) {
    const bytes = decodeDataUrl(attachment.data);
    const filePath = path.join(folder, safeName(index, attachment.filename));
    await writeFile(filePath, bytes);
    stored.push({ filename: attachment.filename, mimeType: attachment.mimeType, totalSize: bytes.length, path: filePath });
  }
  return stored;
}

/** Best effort: a file left behind is collected by the sweep. */
export async function removeJobFiles(root: string, jobId: string): Promise<void> {
  await rm(folderOf(root, jobId), { recursive: true, force: true }).catch(() => undefined);
}

/** The job folders on disk with their age, for the sweep's collection of files whose job ended. */
export async function jobFolders(root: string): Promise<Array<{ jobId: string; modifiedAt: number }>> {
  const names = await readdir(root).catch(() => [] as string[]);
  const folders = await Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(root, name)).catch(() => null);
      return info?.isDirectory() ? { jobId: name, modifiedAt: info.mtimeMs } : null;
    }),
  );
  return folders.filter((folder): folder is { jobId: string; modifiedAt: number } => folder !== null);
}
