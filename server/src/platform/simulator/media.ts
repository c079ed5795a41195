import type { MessageAttachment, MessageKind } from '../types';

/** The kinds a simulated contact can send besides text (the test controls name one). */
export const SIM_MEDIA_KINDS = ['photo', 'file', 'sticker', 'link', 'voice', 'video', 'contact'] as const;
export type SimMediaKind = (typeof SIM_MEDIA_KINDS)[number];

const COLOURS = ['#f5a623', '#4a90e2', '#7ed321', '#d0021b', '#9013fe', '#50e3c2'];
const PHOTO_CAPTIONS = ['Ảnh sản phẩm', 'Hóa đơn chuyển khoản', 'Mẫu mình cần', 'Ảnh chụp màn hình'];

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A small picture the browser can show without any server: the simulated Zalo has no CDN. */
function picture(seed: number, caption: string, width = 480, height = 360): string {
  const colour = COLOURS[seed % COLOURS.length];
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="100%" height="100%" fill="${colour}"/>` +
      `<text x="50%" y="50%" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${caption}</text></svg>`,
  );
}

const none = { url: null, thumbnailUrl: null, name: null, size: null, title: null };

/** What a simulated message of this kind carries: its text and attachments, as the zca driver maps Zalo's. */
export function simMedia(kind: SimMediaKind, seed: number, contactName = 'Người dùng Zalo'): { text: string; kind: MessageKind; attachments: MessageAttachment[] } {
  switch (kind) {
    case 'photo': {
      const caption = PHOTO_CAPTIONS[seed % PHOTO_CAPTIONS.length];
      const url = picture(seed, caption);
      return { text: '', kind, attachments: [{ ...none, kind, url, thumbnailUrl: url, name: `anh-${seed}.jpg`, size: 48_213 + seed, title: caption }] };
    }
    case 'file':
      return {
        text: '',
        kind,
        attachments: [{ ...none, kind, url: `data:text/plain;charset=utf-8,${encodeURIComponent('Bảng báo giá tháng này\n')}`, name: 'bao-gia.txt', size: 31 }],
      };
    case 'sticker':
      return { text: '', kind, attachments: [{ ...none, kind, url: picture(seed, '😊', 120, 120), title: 'Sticker' }] };
    case 'link': {
      const url = `https://shopee.vn/san-pham-${seed}`;
      return { text: url, kind, attachments: [{ ...none, kind, url, title: 'Sản phẩm trên Shopee' }] };
    }
    case 'voice':
      return { text: '', kind, attachments: [{ ...none, kind, name: 'tin-nhan-thoai.aac', size: 24_000 }] };
    case 'video': {
      const thumbnail = picture(seed, 'Video');
      return { text: '', kind, attachments: [{ ...none, kind, thumbnailUrl: thumbnail, name: 'video.mp4', size: 2_400_000 }] };
    }
    case 'contact':
      return { text: '', kind, attachments: [{ ...none, kind, name: contactName, title: contactName }] };
  }
}

const IMAGE_FILE = /\.(jpe?g|png|gif|webp)$/i;

/** A file an account sent, as its recipients see it: a photo or a file by its name (the simulator keeps no copy). */
export function fileAttachment(path: string): MessageAttachment {
  const name = path.split(/[\\/]/).pop() ?? path;
  return { kind: IMAGE_FILE.test(name) ? 'photo' : 'file', url: null, thumbnailUrl: null, name, size: null, title: null };
}
