import { ClockCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useNow } from '../hooks/use-now';
import { PHONE_TEXTS } from '../texts';
import { formatCountdown } from '../utils/countdown';

export interface NextRunCountdownProps {
  /** The next run, epoch ms. */
  nextRunAt: number;
  /** Called once when the time comes: the page reloads the list. */
  onDue?: () => void;
}

/** A live countdown to a list's next run, ticking every second; at zero 'Đã đến giờ chạy!'. */
export function NextRunCountdown({ nextRunAt, onDue }: NextRunCountdownProps) {
  const now = useNow(true);
  const left = formatCountdown(nextRunAt - now);
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (left !== null || reported.current === nextRunAt) return;
    reported.current = nextRunAt;
    onDue?.();
  }, [left, nextRunAt, onDue]);

  return (
    <Typography.Text type={left ? 'secondary' : 'warning'} data-testid="next-run">
      <ClockCircleOutlined /> {left ? `${PHONE_TEXTS.nextRun}: ${left}` : PHONE_TEXTS.runDue}
    </Typography.Text>
  );
}
