import { type CurrentSubscription, type Plan, UNLIMITED } from 'shared-sdk';

export interface ChooseButtonState {
  disabled: boolean;
  label: string;
  isCurrent: boolean;
}

export const PLAN_BUTTON_TEXTS = {
  choose: 'Chọn gói',
  renew: 'Gia hạn',
  current: 'Gói hiện tại',
  processing: 'Đang xử lý...',
  pending: 'Đang chờ thanh toán',
} as const;

/**
 * The choose button of a plan card: disabled for the current plan (paid or trial),
 * while a payment is being created and while one is pending. The current plan can be bought again only
 * once the subscription has expired (renewal). A trial user upgrades by choosing another plan; the
 * remaining trial days are kept (the paid period starts when the trial ends).
 */
export function chooseButtonState(
  plan: Plan,
  current: CurrentSubscription | undefined,
  flags: { processing: boolean; pending: boolean },
): ChooseButtonState {
  const isCurrent = current?.plan.id === plan.id;
  const expired = current?.status === 'EXPIRED';
  if (isCurrent && !expired) return { disabled: true, label: PLAN_BUTTON_TEXTS.current, isCurrent };
  if (flags.pending) return { disabled: true, label: PLAN_BUTTON_TEXTS.pending, isCurrent };
  if (flags.processing) return { disabled: true, label: PLAN_BUTTON_TEXTS.processing, isCurrent };
  return { disabled: false, label: isCurrent && expired ? PLAN_BUTTON_TEXTS.renew : PLAN_BUTTON_TEXTS.choose, isCurrent };
}

/** -1 (or any negative limit) is unlimited. */
export const formatLimit = (limit: number) => (limit === UNLIMITED || limit < 0 ? '∞' : String(limit));

export const PAYMENT_STATUS_LABELS = {
  PENDING: { label: 'Đang chờ', color: 'processing' },
  COMPLETED: { label: 'Thành công', color: 'success' },
  FAILED: { label: 'Thất bại', color: 'error' },
  CANCELLED: { label: 'Đã hủy', color: 'default' },
} as const;
