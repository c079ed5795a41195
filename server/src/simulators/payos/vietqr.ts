/** A VietQR (EMVCo) transfer payload, as payOS puts in `qrCode`: bank BIN, account, amount, message. */

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE, the checksum EMVCo QR codes end with. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function vietQrPayload(input: { bin: string; accountNumber: string; amount: number; message: string }): string {
  const beneficiary = field('00', input.bin) + field('01', input.accountNumber);
  const merchantAccount = field('00', 'A000000727') + field('01', beneficiary) + field('02', 'QRIBFTTA');
  const body =
    field('00', '01') +
    field('01', '12') +
    field('38', merchantAccount) +
    field('53', '704') +
    field('54', String(input.amount)) +
    field('58', 'VN') +
    field('62', field('08', input.message));
  return `${body}6304${crc16(`${body}6304`)}`;
}
