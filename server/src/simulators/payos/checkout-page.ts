import type { SimLinkRow, SimLinkStatus } from './repo';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const vnd = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)} ₫`;
const vietnamTime = (date: Date) =>
  new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Ho_Chi_Minh' }).format(date);

const CLOSED_TEXT: Record<Exclude<SimLinkStatus, 'PENDING'>, string> = {
  PAID: 'Đơn hàng đã được thanh toán.',
  CANCELLED: 'Đơn hàng đã bị hủy.',
  EXPIRED: 'Liên kết thanh toán đã hết hạn.',
};

const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f0f4ff;
         font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2937; }
  main { background: #fff; border-radius: 16px; box-shadow: 0 10px 30px rgba(0,0,0,.08); padding: 28px; width: min(420px, 92vw); }
  .badge { display: inline-block; background: #fff7e6; color: #ad6800; border-radius: 999px; padding: 2px 10px; font-size: 12px; }
  .test-mode { background: #fff7e6; border: 1px solid #ffd591; color: #ad6800; border-radius: 8px; padding: 8px 12px; font-size: 13px; }
  h1 { font-size: 20px; margin: 12px 0; }
  .qr { display: flex; justify-content: center; margin: 12px 0; } .qr svg { width: 220px; height: 220px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 16px 0; }
  dt { color: #6b7280; } dd { margin: 0; font-weight: 600; text-align: right; word-break: break-all; }
  .amount { color: #1677ff; font-size: 18px; }
  .actions { display: flex; gap: 12px; } form { flex: 1; margin: 0; }
  button { width: 100%; padding: 12px; border-radius: 8px; border: 1px solid #d9d9d9; font-size: 15px; cursor: pointer; background: #fff; }
  button.pay { background: #1677ff; border-color: #1677ff; color: #fff; }
  .closed { padding: 12px; background: #f6f6f6; border-radius: 8px; text-align: center; }
  a { color: #1677ff; }`;

/** The simulator's checkout page: plain HTML, Vietnamese, a VietQR code and the two buttons. */
export function checkoutPage(input: {
  link: SimLinkRow;
  status: SimLinkStatus;
  qrSvg: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** Where "back" leads once the link is closed. */
  resultUrl: string;
}): string {
  const { link, status } = input;
  const base = `/payos-sim/checkout/${encodeURIComponent(link.id)}`;
  const actions =
    status === 'PENDING'
      ? `<div class="actions">
           <form method="post" action="${base}/cancel"><button type="submit" class="cancel">Hủy thanh toán</button></form>
           <form method="post" action="${base}/pay"><button type="submit" class="pay">Thanh toán</button></form>
         </div>`
      : `<p class="closed">${CLOSED_TEXT[status]} <a href="${escapeHtml(input.resultUrl)}">Quay lại trang bán hàng</a></p>`;
  const expires = link.expiredAt ? `<dt>Hết hạn lúc</dt><dd>${escapeHtml(vietnamTime(link.expiredAt))}</dd>` : '';
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Thanh toán đơn hàng ${link.orderCode}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <span class="badge">Cổng thanh toán payOS mô phỏng</span>
  <p class="test-mode" role="note">Chế độ thử nghiệm: không có tiền thật nào được chuyển.</p>
  <h1>Thanh toán đơn hàng</h1>
  <p>Quét mã VietQR bằng ứng dụng ngân hàng hoặc bấm “Thanh toán” để mô phỏng giao dịch.</p>
  ${status === 'PENDING' ? `<div class="qr" aria-label="Mã QR thanh toán">${input.qrSvg}</div>` : ''}
  <dl>
    <dt>Số tiền</dt><dd class="amount">${vnd(link.amount)}</dd>
    <dt>Mã đơn hàng</dt><dd>${link.orderCode}</dd>
    <dt>Nội dung</dt><dd>${escapeHtml(link.description)}</dd>
    <dt>Ngân hàng</dt><dd>${escapeHtml(input.bankName)}</dd>
    <dt>Số tài khoản</dt><dd>${escapeHtml(input.accountNumber)}</dd>
    <dt>Chủ tài khoản</dt><dd>${escapeHtml(input.accountName)}</dd>
    ${expires}
  </dl>
  ${actions}
</main>
</body>
</html>`;
}

export function notFoundPage(): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Không tìm thấy</title><style>${STYLE}</style></head>
<body><main><h1>Không tìm thấy link thanh toán</h1><p>Link thanh toán không tồn tại hoặc đã bị xóa.</p></main></body></html>`;
}
