import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SUBSCRIPTION_MESSAGES } from 'shared-sdk';
import { useWorkspaceAccess } from 'shared-sdk/react';

/*
 * Two inline outlines (the lock and crown of the antd icon set) instead of @ant-design/icons: this module is
 * exposed on its own, and the icon runtime would add about 4 KB gzip to its chunk.
 */
const LOCK =
  'M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM332 240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224H332V240zm460 600H232V536h560v304zM484 701v53c0 4.4 3.6 8 8 8h40c4.4 0 8-3.6 8-8v-53a48.01 48.01 0 10-56 0z';
const CROWN =
  'M899.6 276.5L705 396.4 518.4 147.5a8.06 8.06 0 00-12.9 0L319 396.4 124.3 276.5c-5.7-3.5-13.1 1.2-12.2 7.9L188.5 865c1.1 7.9 7.9 14 16 14h615.1c8 0 14.9-6 15.9-14l76.4-580.6c.8-6.7-6.5-11.4-12.3-7.9zm-126 534.1H250.3l-53.8-409.4 139.8 86.1L512 252.9l175.7 234.4 139.8-86.1-53.9 409.4zM512 509c-62.1 0-112.6 50.5-112.6 112.6S449.9 734.2 512 734.2s112.6-50.5 112.6-112.6S574.1 509 512 509zm0 160.9c-26.6 0-48.2-21.6-48.2-48.3 0-26.6 21.6-48.3 48.2-48.3s48.2 21.6 48.2 48.3c0 26.6-21.6 48.3-48.2 48.3z';

function GateIcon({ path }: { path: string }) {
  return (
    <svg viewBox="64 64 896 896" width={32} height={32} fill="#faad14" aria-hidden focusable="false">
      <path d={path} />
    </svg>
  );
}

const PLAN_LABELS: Record<string, string> = { basic: 'Basic', plus: 'Plus', pro: 'Pro' };

export const GATE_TEXTS = {
  lockedTitle: 'Tính năng bị giới hạn',
  lockedReason: 'Gói dịch vụ hiện tại của bạn không hỗ trợ tính năng này.',
  /** When the plan check could not be made (the product's text). */
  checkFailed: SUBSCRIPTION_MESSAGES.checkFailed,
  recheck: 'Kiểm tra lại',
  upgrade: (plan: string) => `Nâng cấp lên gói ${plan}`,
  proTitle: 'Yêu cầu gói Pro',
  proReason: 'Tính năng này chỉ có trong gói Pro. Nâng cấp để sử dụng.',
  proButton: 'Nâng cấp gói Pro',
  /** A member who is not the owner cannot change the plan (billing is the owner's). */
  askOwner: 'Chỉ chủ sở hữu nâng cấp được gói dịch vụ. Hãy nhờ chủ sở hữu nâng cấp.',
} as const;

/** Whether the person may change the plan: only the owner (while the role is unknown, the button stays). */
function useMayUpgrade(): boolean {
  const { role } = useWorkspaceAccess();
  return role === null || role === 'OWNER';
}

export interface FeatureLockedProps {
  reason?: string;
  /** The plan that has the feature (from the server); Plus when it does not say. */
  planRequired?: string;
  rechecking?: boolean;
  onRecheck: () => void;
}

interface GateBoxProps {
  testId: string;
  icon: string;
  title: string;
  reason: string;
  /** The box's buttons. */
  children: ReactNode;
}

/** A gate's box: its icon, title and reason, then its buttons, centred. */
function GateBox({ testId, icon, title, reason, children }: GateBoxProps) {
  return (
    <Card data-testid={testId}>
      <Flex vertical align="center" gap={12} style={{ textAlign: 'center', padding: '8px 0' }}>
        <GateIcon path={icon} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{reason}</Typography.Text>
        {children}
      </Flex>
    </Card>
  );
}

/** The generic gate: 'Tính năng bị giới hạn', the reason, an upgrade link naming the plan, and a recheck. */
export function FeatureLocked({ reason, planRequired, rechecking, onRecheck }: FeatureLockedProps) {
  const plan = PLAN_LABELS[planRequired ?? 'plus'] ?? planRequired ?? 'Plus';
  const mayUpgrade = useMayUpgrade();
  return (
    <GateBox testId="feature-locked" icon={LOCK} title={GATE_TEXTS.lockedTitle} reason={reason || GATE_TEXTS.lockedReason}>
      <Flex gap={8} wrap justify="center">
        {mayUpgrade ? (
          <Link to="/subscription">
            <Button type="primary">{GATE_TEXTS.upgrade(plan)}</Button>
          </Link>
        ) : (
          <Typography.Text strong>{GATE_TEXTS.askOwner}</Typography.Text>
        )}
        <Button loading={rechecking} onClick={onRecheck}>
          {GATE_TEXTS.recheck}
        </Button>
      </Flex>
    </GateBox>
  );
}

/** The Pro upgrade box: 'Yêu cầu gói Pro' and 'Nâng cấp gói Pro', which opens /subscription in a new tab. */
export function ProRequired({ reason }: { reason?: string }) {
  const mayUpgrade = useMayUpgrade();
  return (
    <GateBox testId="pro-required" icon={CROWN} title={GATE_TEXTS.proTitle} reason={reason || GATE_TEXTS.proReason}>
      {mayUpgrade ? (
        <Button type="primary" href="/subscription" target="_blank" rel="noopener noreferrer">
          {GATE_TEXTS.proButton}
        </Button>
      ) : (
        <Typography.Text strong>{GATE_TEXTS.askOwner}</Typography.Text>
      )}
    </GateBox>
  );
}
