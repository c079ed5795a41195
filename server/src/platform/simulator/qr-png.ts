import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PIXELS_PER_MODULE = 6;
const QUIET_ZONE_MODULES = 4;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A QR code as a greyscale PNG. qrcode's own PNG renderer is fine in production but takes most of a second
 * per image under jest's module sandbox, and every QR login makes one.
 */
export function qrPng(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_ZONE_MODULES) * PIXELS_PER_MODULE;
  const rowLength = side + 1; // each row starts with its filter byte (0, none)
  const pixels = Buffer.alloc(rowLength * side, 0xff);
  for (let y = 0; y < side; y += 1) {
    pixels[y * rowLength] = 0;
    const row = Math.floor(y / PIXELS_PER_MODULE) - QUIET_ZONE_MODULES;
    for (let x = 0; x < side; x += 1) {
      const col = Math.floor(x / PIXELS_PER_MODULE) - QUIET_ZONE_MODULES;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      if (inside && modules.get(row, col)) pixels[y * rowLength + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}
