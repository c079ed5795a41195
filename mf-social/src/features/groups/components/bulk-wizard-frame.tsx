import { Flex, Form, Modal, Steps } from 'antd';
import type { ReactNode } from 'react';
import { FEATURES } from 'shared-sdk';
import { BillingProGate } from 'shared-sdk/react';

export interface BulkWizardFrameProps {
  title: string;
  width: number;
  /** Whether the corner's close button (and Escape, unless `keyboard` says otherwise) closes it. */
  closable: boolean;
  keyboard?: boolean;
  /** False: a click outside does not close it. */
  maskClosable?: boolean;
  onCancel: () => void;
  /** The steps' titles, drawn over the current one. */
  steps: { title: string }[];
  /** The current step (the steps' count once all are done). */
  current: number;
  /** The buttons under the steps. */
  footer: ReactNode;
  children: ReactNode;
}

/** The dialog of a bulk group-send wizard, behind the Pro gate: its steps, the current one and its buttons. */
export function BulkWizardFrame({ title, width, closable, keyboard, maskClosable, onCancel, steps, current, footer, children }: BulkWizardFrameProps) {
  return (
    <Modal open title={title} width={width} closable={closable} mask={maskClosable === false ? { closable: false } : undefined} keyboard={keyboard} onCancel={onCancel} footer={null}>
      <BillingProGate feature={FEATURES.bulkGroupMessaging}>
        <Form layout="vertical" component="div">
          <Flex vertical gap={16}>
            <Steps size="small" responsive={false} titlePlacement="vertical" current={current} items={steps} />
            {children}
          </Flex>
        </Form>
        {/* Inside the gate: a plan without the feature sees the upgrade offer, not a step button under it. */}
        <div style={{ marginTop: 24 }}>{footer}</div>
      </BillingProGate>
    </Modal>
  );
}
