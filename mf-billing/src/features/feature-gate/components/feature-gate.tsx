import { Flex, Spin } from 'antd';
import { type FeatureGateProps, type ProGateProps, usePlanLimits } from 'shared-sdk';
import { useFeatureAccess } from '../api/get-feature-access';
import { FeatureLocked, GATE_TEXTS, ProRequired } from './feature-locked';

function Checking() {
  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Spin aria-label="Đang kiểm tra quyền sử dụng" />
    </Flex>
  );
}

/**
 * Renders `children` only when GET /subscription/features/{feature} says the plan has it; otherwise the
 * fallback, or 'Tính năng bị giới hạn' with the server's reason, an upgrade link and a recheck button.
 * Exposed as `mf_billing/feature-gate`.
 */
export function FeatureGate({ feature, fallback, children }: FeatureGateProps) {
  const access = useFeatureAccess(feature);
  if (access.isPending) return <Checking />;
  if (access.data?.hasAccess) return <>{children}</>;
  if (access.data && fallback !== undefined) return <>{fallback}</>;
  return (
    <FeatureLocked
      reason={access.isError ? GATE_TEXTS.checkFailed : access.data?.reason}
      planRequired={access.data?.planRequired}
      rechecking={access.isFetching}
      onRecheck={() => void access.refetch()}
    />
  );
}

/** For Pro-only actions (bulk group messaging): 'Yêu cầu gói Pro' with 'Nâng cấp gói Pro' unless the plan allows it. */
export function ProGate({ feature, fallback, children }: ProGateProps) {
  const access = useFeatureAccess(feature ?? '', feature !== undefined);
  const limits = usePlanLimits(feature === undefined);
  const query = feature !== undefined ? access : limits;
  if (query.isPending) return <Checking />;
  const allowed = feature !== undefined ? access.data?.hasAccess === true : limits.data?.planName === 'pro';
  if (allowed) return <>{children}</>;
  if (query.data && fallback !== undefined) return <>{fallback}</>;
  return <ProRequired reason={query.isError ? GATE_TEXTS.checkFailed : access.data?.reason} />;
}

export default FeatureGate;
