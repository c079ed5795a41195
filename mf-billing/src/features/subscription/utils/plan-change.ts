import { type CurrentSubscription, daysLeft, FEATURES, formatDate, formatVnd, type Plan, UNLIMITED } from 'shared-sdk';

const DAY_MS = 86_400_000;

/** What the features of the plans are called on the plan cards. */
export const FEATURE_NAMES: Record<string, string> = {
  [FEATURES.bulkGroupMessaging]: 'Gửi tin nhắn hàng loạt vào nhóm',
  [FEATURES.scheduleMessages]: 'Lên lịch gửi tin nhắn',
};

export type PlanChangeKind = 'upgrade' | 'downgrade' | 'renew' | 'start';

/** Everything the confirmation says before an order is created. */
export interface PlanChange {
  kind: PlanChangeKind;
  title: string;
  /** What is paid, for how long, and when the new plan starts and ends. */
  lines: string[];
  /** What the customer loses or should know first (a downgrade's lower limits, days that are not carried over). */
  warnings: string[];
  /** The confirm button. */
  confirm: string;
}

const limitText = (limit: number) => (limit === UNLIMITED || limit < 0 ? 'không giới hạn' : String(limit));
const lower = (next: number, now: number) => next !== UNLIMITED && next >= 0 && (now === UNLIMITED || now < 0 || next < now);

/**
 * The confirmation of "Chọn gói", saying what the server does with the payment
 * (`windowAfterPayment` in server/src/modules/subscription/service.ts): the same running paid plan is extended
 * after its end; a plan bought during a running trial applies at once and its days start when the trial ends (the
 * trial's days are kept); any other change (another paid plan, up or down, or after an expiry) starts when the
 * payment succeeds and replaces the current plan: its remaining days are neither carried over nor refunded.
 */
export function describePlanChange(plan: Plan, current: CurrentSubscription | undefined, now: number = Date.now()): PlanChange {
  const pay = `Thanh toán ${formatVnd(plan.price)} qua payOS cho ${plan.duration} ngày gói ${plan.displayName}.`;
  const untilPaid = 'Gói hiện tại không đổi cho tới khi thanh toán thành công.';
  const startsNow = (from: number) => formatDate(from + plan.duration * DAY_MS);
  if (!current) {
    return { kind: 'start', title: `Chọn gói ${plan.displayName}?`, lines: [pay, `Gói có hiệu lực khi thanh toán xong, đến ${startsNow(now)}.`], warnings: [], confirm: 'Tiếp tục thanh toán' };
  }

  const end = new Date(current.endDate).getTime();
  const left = daysLeft(current.endDate, now);
  const running = current.status !== 'EXPIRED' && end > now;
  const trial = running && (current.isTrial || current.status === 'TRIAL');
  const from = current.plan;
  const samePlan = from.id === plan.id;
  const kind: PlanChangeKind = samePlan ? 'renew' : !running ? 'start' : plan.price < from.price ? 'downgrade' : 'upgrade';
  const title =
    kind === 'renew'
      ? `Gia hạn gói ${plan.displayName}?`
      : kind === 'downgrade'
        ? `Chuyển từ gói ${from.displayName} xuống gói ${plan.displayName}?`
        : kind === 'upgrade' && !trial
          ? `Nâng cấp từ gói ${from.displayName} lên gói ${plan.displayName}?`
          : `Chọn gói ${plan.displayName}?`;

  const lines = [pay];
  const warnings: string[] = [];
  if (running && samePlan && !trial) {
    lines.push(`${plan.duration} ngày được cộng vào sau ngày hết hạn hiện tại (${formatDate(end)}): gói dùng đến ${formatDate(end + plan.duration * DAY_MS)}.`);
  } else if (trial) {
    lines.push(
      `Gói ${plan.displayName} có hiệu lực ngay khi thanh toán xong. Bạn vẫn giữ ${left} ngày dùng thử còn lại: ${plan.duration} ngày của gói được tính từ khi hết dùng thử (${formatDate(end)}), đến ${formatDate(end + plan.duration * DAY_MS)}.`,
    );
  } else if (running) {
    lines.push(`Gói ${plan.displayName} bắt đầu ngay khi thanh toán xong và dùng đến ${startsNow(now)}.`);
    warnings.push(
      `Gói ${from.displayName} hiện tại còn ${left} ngày (đến ${formatDate(end)}): số ngày này không được cộng dồn sang gói ${plan.displayName} và không được hoàn tiền.`,
    );
  } else {
    lines.push(`Gói ${from.displayName} đã hết hạn: gói ${plan.displayName} bắt đầu ngay khi thanh toán xong và dùng đến ${startsNow(now)}.`);
  }

  if (!samePlan && running) {
    if (lower(plan.accountLimit, from.accountLimit)) {
      warnings.push(
        current.accountsUsed > plan.accountLimit
          ? `Gói ${plan.displayName} cho phép tối đa ${plan.accountLimit} tài khoản, bạn đang có ${current.accountsUsed}: các tài khoản hiện có được giữ nguyên, nhưng bạn không thêm được tài khoản mới cho tới khi còn dưới ${plan.accountLimit}.`
          : `Gói ${plan.displayName} cho phép tối đa ${plan.accountLimit} tài khoản (gói hiện tại: ${limitText(from.accountLimit)}).`,
      );
    }
    if (lower(plan.jobLimits.daily, from.jobLimits.daily) || lower(plan.jobLimits.concurrent, from.jobLimits.concurrent)) {
      warnings.push(
        `Giới hạn công việc của gói ${plan.displayName}: ${limitText(plan.jobLimits.daily)} công việc mỗi ngày, ${limitText(plan.jobLimits.concurrent)} công việc chạy cùng lúc (gói hiện tại: ${limitText(from.jobLimits.daily)} và ${limitText(from.jobLimits.concurrent)}).`,
      );
    }
    const lost = from.features.filter((feature) => !plan.features.includes(feature)).flatMap((feature) => FEATURE_NAMES[feature] ?? []);
    if (lost.length > 0) warnings.push(`Gói ${plan.displayName} không có: ${lost.join(', ')}.`);
  }
  lines.push(untilPaid);
  return { kind, title, lines, warnings, confirm: `Thanh toán ${formatVnd(plan.price)}` };
}
