import { type Message, ThreadType as ZcaThreadType } from 'zca-js';
import type { IncomingMessage, MessageAttachment, MessageKind } from '../types';

type Content = { title?: unknown; description?: unknown; href?: unknown; thumb?: unknown; params?: unknown; action?: unknown };

/** Zalo's message types (TMessage.msgType) by what the inbox shows. */
const KIND_OF_TYPE: Record<string, MessageKind> = {
  webchat: 'text',
  'chat.photo': 'photo',
  'chat.gif': 'photo',
  'chat.doodle': 'photo',
  'share.file': 'file',
  'chat.sticker': 'sticker',
  'chat.link': 'link',
  'chat.voice': 'voice',
  'chat.video.msg': 'video',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** Zalo packs a file's size, a photo's HD address… into a JSON string (`params`); a broken one gives nothing. */
function paramsOf(content: Content): Record<string, unknown> {
  if (typeof content.params !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(content.params);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** 'chat.recommended' is a shared link or a contact card, told apart by its action ('recommened.user', Zalo's spelling). */
function kindOf(msgType: string, content: Content): MessageKind {
  if (msgType === 'chat.recommended') return String(content.action ?? '').endsWith('.user') ? 'contact' : 'link';
  return KIND_OF_TYPE[msgType] ?? 'other';
}

function attachmentOf(kind: MessageAttachment['kind'], content: Content): MessageAttachment {
  const params = paramsOf(content);
  const size = Number(params.fileSize ?? params.size);
  const hd = text(params.hd) ?? text(params.rawUrl);
  return {
    kind,
    url: (kind === 'photo' ? hd : null) ?? text(content.href),
    thumbnailUrl: text(content.thumb),
    name: kind === 'file' || kind === 'contact' ? text(content.title) : null,
    size: Number.isFinite(size) && size > 0 ? size : null,
    title: text(content.title) ?? text(content.description),
  };
}

/** A zca-js message as the product sees it: text, or a kind with what Zalo gives of it (address, name, size…). */
export function toIncoming(message: Message, replayed = false): IncomingMessage {
  const data = message.data;
  const content = data.content;
  const base = {
    messageId: String(data.msgId),
    threadId: message.threadId,
    threadType: message.type === ZcaThreadType.Group ? ('group' as const) : ('user' as const),
    senderId: data.uidFrom,
    senderName: data.dName ?? '',
    isSelf: message.isSelf,
    timestamp: Number(data.ts) || Date.now(),
    ...(replayed ? { replayed } : {}),
  };
  if (typeof content === 'string') return { ...base, text: content, kind: kindOf(data.msgType, {}) === 'other' ? 'other' : 'text', attachments: [] };
  const object = (content ?? {}) as Content;
  const kind = kindOf(data.msgType, object);
  if (kind === 'text' || kind === 'other') return { ...base, text: text(object.title) ?? '', kind, attachments: [] };
  return { ...base, text: kind === 'link' ? (text(object.href) ?? '') : '', kind, attachments: [attachmentOf(kind, object)] };
}
