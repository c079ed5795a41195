import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { INTEGRATION_TEXTS as T } from '../texts';
import { CopyField } from './copy-field';

export interface SecretDialogProps {
  /** The secret to show this once, and why (after a rotation, or for a new endpoint); null closes the dialog. */
  shown: { secret: string; rotated: boolean } | null;
  onClose: () => void;
}

/** A webhook's signing secret, shown once with 'Sao chép' and the warning that it will not be shown again. */
export function SecretDialog({ shown, onClose }: SecretDialogProps) {
  return (
    <Modal
      open={shown !== null}
      title={T.secretTitle}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      {shown && (
        <Flex vertical gap={12}>
          <Typography.Text>{shown.rotated ? T.secretRotated : T.secretCreated}</Typography.Text>
          <CopyField label={T.secretField} value={shown.secret} />
          <Alert type="warning" showIcon title={T.secretWarning} />
        </Flex>
      )}
    </Modal>
  );
}
