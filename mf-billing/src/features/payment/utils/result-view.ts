import { errorMessage, type NewNotification, PAYMENT_SUCCESS_NOTIFICATION_MS, type PaymentStatusResult } from 'shared-sdk';
import type { ClaimedOutcome } from './payment-outcome';

export type ResultTone = 'success' | 'info' | 'warning' | 'error';

export type ResultKind =
  /** The server confirmed the payment: the plan is active. */
  | 'verified'
  /** The URL claims success; the server is being asked. */
  | 'verifying'
  /** The URL claims success; the server has not seen the money yet. */
  | 'awaiting'
  /** The URL claims success; nobody is signed in to ask the server. */
  | 'unverified'
  /** The URL claims success; the server does not know this order (forged or someone else's link) or could not answer. */
  | 'unconfirmed'
  | 'cancelled'
  | 'failed';

export interface ResultView {
  kind: ResultKind;
  tone: ResultTone;
  title: string;
  description: string;
  /** The one notification of this order code, once the outcome is settled. */
  notification: NewNotification | null;
}

export const PAYMENT_FAILED_TEXT = 'Thanh toán không thành công. Vui lòng thử lại.';

/** A failed payment, whether the URL says so or the server does. */
const FAILED_VIEW: ResultView = {
  kind: 'failed',
  tone: 'error',
  title: 'Thanh toán không thành công',
  description: PAYMENT_FAILED_TEXT,
  notification: { type: 'error', message: PAYMENT_FAILED_TEXT },
};

const PLAN_LABELS: Record<string, string> = { basic: 'Basic', plus: 'Plus', pro: 'Pro' };
export const planLabel = (name: string | undefined) =>
  name ? (PLAN_LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1)) : '';

export interface ServerCheck {
  /** Whether the server is asked at all (signed in, a valid order code, a claimed success). */
  asked: boolean;
  loading: boolean;
  data?: PaymentStatusResult;
  error?: unknown;
}

/**
 * What /payment/success shows. The URL decides only what is *claimed*; "the plan is active" is said only
 * after GET /subscription/payment/{orderCode}/status answers COMPLETED.
 */
export function describeResult(claim: ClaimedOutcome, signedIn: boolean, orderCode: string | null, server: ServerCheck): ResultView {
  const order = orderCode ? ` #${orderCode}` : '';
  if (claim === 'cancelled') {
    return {
      kind: 'cancelled',
      tone: 'warning',
      title: 'Đã hủy thanh toán',
      description: 'Giao dịch đã được hủy. Gói dịch vụ của bạn không thay đổi.',
      notification: { type: 'warning', message: `Đã hủy thanh toán đơn hàng${order}.` },
    };
  }
  if (claim === 'failed') {
    return FAILED_VIEW;
  }
  if (!signedIn) {
    return {
      kind: 'unverified',
      tone: 'info',
      title: 'Cổng thanh toán báo giao dịch thành công',
      description: 'Vui lòng đăng nhập để kiểm tra gói dịch vụ. Gói chỉ được kích hoạt sau khi hệ thống xác nhận thanh toán.',
      notification: { type: 'info', message: `Cổng thanh toán báo giao dịch${order} thành công. Đăng nhập để kiểm tra gói dịch vụ.` },
    };
  }
  if (!server.asked || server.error) {
    const reason = errorMessage(server.error, 'Không tìm thấy giao dịch này.');
    return {
      kind: 'unconfirmed',
      tone: 'warning',
      title: 'Không thể xác nhận thanh toán',
      description: `${reason}${/[.!?]$/.test(reason) ? '' : '.'} Gói dịch vụ chưa được kích hoạt từ giao dịch này.`,
      notification: null,
    };
  }
  if (server.loading || !server.data) {
    return {
      kind: 'verifying',
      tone: 'info',
      title: 'Đang xác nhận thanh toán',
      description: 'Cổng thanh toán báo giao dịch thành công. Đang kiểm tra với hệ thống...',
      notification: null,
    };
  }
  const { status, planName } = server.data;
  if (status === 'COMPLETED') {
    const message = `Gói ${planLabel(planName)} đã được kích hoạt.`;
    return {
      kind: 'verified',
      tone: 'success',
      title: 'Thanh toán thành công',
      description: message,
      notification: { type: 'success', title: 'Thanh toán thành công', message, duration: PAYMENT_SUCCESS_NOTIFICATION_MS },
    };
  }
  if (status === 'FAILED' || status === 'CANCELLED') {
    return FAILED_VIEW;
  }
  return {
    kind: 'awaiting',
    tone: 'warning',
    title: 'Đang chờ xác nhận thanh toán',
    description:
      'Hệ thống chưa nhận được xác nhận từ cổng thanh toán. Gói dịch vụ sẽ được kích hoạt ngay khi thanh toán được xác nhận.',
    notification: null,
  };
}

/** Vietnamese names of the statuses payOS (PAID, CANCELLED…) and the server (COMPLETED…) use. */
export const STATUS_LABELS: Record<string, string> = {
  PAID: 'Đã thanh toán',
  COMPLETED: 'Đã thanh toán',
  PENDING: 'Đang chờ',
  PROCESSING: 'Đang xử lý',
  CANCELLED: 'Đã hủy',
  FAILED: 'Thất bại',
};
