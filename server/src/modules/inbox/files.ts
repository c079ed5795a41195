import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from 'shared-sdk/constants';
import { type InboxImage, INBOX_MESSAGES, type MessageAttachment } from 'shared-sdk/schemas';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';

/** Where the images typed in the inbox are served: an unguessable key per message, like the platform's own media. */
export const FILES_PATH = '/inbox-files';

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif', '.webp': 'image/webp' };
const EXTENSION_OF: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/gif': '.gif', 'image/webp': '.webp' };
const DATA_URL = /^data:([^;,]+);base64,/;

/** A name safe on any disk, with the extension of what it is; the index keeps two files of one name apart. */
function safeName(index: number, name: string, mime: string): string {
  const base = path.parse(path.basename(name)).name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(-100) || 'anh';
  return `${index + 1}-${base}${EXTENSION_OF[mime] ?? '.jpg'}`;
}

export interface StoredImages {
  key: string;
  /** What the thread shows: the image's address here, its name and size. */
  attachments: MessageAttachment[];
  /** The files on disk, for the platform's send (and a retry). */
  paths: string[];
}

/**
 * The images of a message typed in the inbox, kept under `root/<key>/` for as long as the message is kept: the
 * platform sends them from disk (and again on a retry), and the thread shows them from here (GET /inbox-files/…), as
 * the platform gives no address for what an account sent. Several server processes need a shared folder.
 */
export function createInboxFiles(root: string) {
  const folderOf = (key: string) => path.join(root, key);

  return {
    async store(images: InboxImage[]): Promise<StoredImages | null> {
      if (images.length === 0) return null;
      const key = randomUUID();
      await mkdir(folderOf(key), { recursive: true });
      const stored: StoredImages = { key, attachments: [], paths: [] };
      for (const [index, image] of images.entries()) {
        const mime = DATA_URL.exec(image.dataUrl)?.[1] ?? '';
        if (!EXTENSION_OF[mime]) throw badRequest(INBOX_MESSAGES.imageOnly);
        const bytes = Buffer.from(image.dataUrl.slice(image.dataUrl.indexOf(',') + 1), 'base64');
        const name = safeName(index, image.name, mime);
        const file = path.join(folderOf(key), name);
        await writeFile(file, bytes);
        stored.paths.push(file);
        const url = `${API_BASE_PATH}${FILES_PATH}/${key}/${encodeURIComponent(name)}`;
        stored.attachments.push({ kind: 'photo', url, thumbnailUrl: url, name: image.name, size: bytes.length, title: null });
      }
      return stored;
    },

    /** The files of a stored message, in order (a retry sends them again). */
    async pathsOf(key: string, attachments: MessageAttachment[]): Promise<string[]> {
      return attachments.flatMap((attachment) => {
        const name = attachment.url ? decodeURIComponent(attachment.url.split('/').pop() ?? '') : '';
        return name ? [path.join(folderOf(key), path.basename(name))] : [];
      });
    },

    /** Best effort: the files go with their message. */
    async remove(keys: string[]): Promise<void> {
      await Promise.all(keys.filter(isUuid).map((key) => rm(folderOf(key), { recursive: true, force: true }).catch(() => undefined)));
    },

    /** GET /inbox-files/:key/:name: the image, to anyone holding its address (like the platform's own media). */
    async routes(app: FastifyInstance): Promise<void> {
      app.get<{ Params: { key: string; name: string } }>(`${FILES_PATH}/:key/:name`, async (request, reply) => {
        const { key, name } = request.params;
        const type = TYPES[path.extname(name).toLowerCase()];
        const file = path.join(folderOf(key), path.basename(name));
        if (!isUuid(key) || !type || path.basename(name) !== name) throw notFound(INBOX_MESSAGES.messageNotFound);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) throw notFound(INBOX_MESSAGES.messageNotFound);
        return reply
          .header('content-type', type)
          .header('content-length', info.size)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(createReadStream(file));
      });
    },
  };
}
export type InboxFiles = ReturnType<typeof createInboxFiles>;
