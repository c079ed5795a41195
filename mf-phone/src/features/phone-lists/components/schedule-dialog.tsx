import { Flex, Modal } from 'antd';
import type { ReactNode } from 'react';
import { FEATURES } from 'shared-sdk';
import { BillingFeatureGate } from 'shared-sdk/react';

export interface ScheduleDialogProps {
  open: boolean;
  title: string;
  width: number;
  onClose: () => void;
  /** The form, which draws its own buttons. */
  children: ReactNode;
}

/** The dialog of a list's schedule, behind the plan's schedule_messages gate like every scheduled message kind. */
export function ScheduleDialog({ open, title, width, onClose, children }: ScheduleDialogProps) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={width} destroyOnHidden>
      <BillingFeatureGate feature={FEATURES.scheduleMessages}>{children}</BillingFeatureGate>
    </Modal>
  );
}

/** The buttons under a schedule form, at its right. */
export function ScheduleDialogActions({ children }: { children: ReactNode }) {
  return (
    <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
      {children}
    </Flex>
  );
}
