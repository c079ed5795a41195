import { Alert, Flex, Progress, Typography } from 'antd';
import type { BulkExecutionStatus } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';
import type { TrackingState } from '../utils/tracking';

export interface BulkTrackingStepProps {
  status: BulkExecutionStatus | null;
  state: TrackingState;
  delayMin: number;
  delayMax: number;
}

/**
 * Step 4: the run's progress and 'Hoàn thành! x/y nhóm gửi thành công' at the end. No raw ids:
 * the run is the newest job on the jobs page, where it can be stopped.
 */
export function BulkTrackingStep({ status, state, delayMin, delayMax }: BulkTrackingStepProps) {
  const progress = status?.progress;
  return (
    <Flex vertical gap={12}>
      {state !== 'completed' && <Typography.Text strong>{GROUP_TEXTS.tracking}</Typography.Text>}
      <Typography.Text type="secondary">{GROUP_TEXTS.trackingPacing(delayMin, delayMax)}</Typography.Text>
      <Progress percent={progress?.percentage ?? 0} status={state === 'completed' ? 'success' : 'active'} aria-label="Tiến độ" />
      {progress && <Typography.Text>{GROUP_TEXTS.progress(progress.completed, progress.total, progress.successful, progress.failed)}</Typography.Text>}
      {state !== 'completed' && <Typography.Text type="secondary">{GROUP_TEXTS.noStop}</Typography.Text>}
      {state === 'completed' && progress && <Alert type="success" showIcon title={GROUP_TEXTS.done(progress.successful, progress.total)} />}
      {state === 'gave-up' && <Alert type="warning" showIcon title={GROUP_TEXTS.gaveUp} />}
    </Flex>
  );
}
