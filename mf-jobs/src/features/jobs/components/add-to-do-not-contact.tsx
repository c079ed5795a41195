import { StopOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { errorMessage } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useAddRecipientsToDoNotContact } from '../api/add-recipients-to-do-not-contact';

export const ADD_TO_DNC_TEXTS = {
  action: 'Thêm vào danh sách không liên hệ',
  selected: (count: number) => `Đã chọn ${count} người nhận`,
  added: (added: number, already: number) => `Đã thêm ${added} người vào danh sách không liên hệ` + (already > 0 ? ` (${already} người đã có)` : ''),
  failed: 'Không thể thêm vào danh sách không liên hệ',
} as const;

export interface AddToDoNotContactProps {
  jobId: string;
  /** The chosen recipients (their position in the job). */
  seqs: number[];
  onDone: () => void;
}

/** The recipient log's action: the chosen recipients go on the user's do-not-contact list (POST /do-not-contact/from-job). */
export function AddToDoNotContact({ jobId, seqs, onDone }: AddToDoNotContactProps) {
  const toasts = useToasts();
  const add = useAddRecipientsToDoNotContact();
  if (seqs.length === 0) return null;

  const submit = async () => {
    try {
      const result = await add.mutateAsync({ jobId, seqs });
      toasts.success(ADD_TO_DNC_TEXTS.added(result.added, result.alreadyListed));
      onDone();
    } catch (error) {
      toasts.error(errorMessage(error, ADD_TO_DNC_TEXTS.failed));
    }
  };

  return (
    <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
      <Typography.Text>{ADD_TO_DNC_TEXTS.selected(seqs.length)}</Typography.Text>
      <Button size="small" danger icon={<StopOutlined />} loading={add.isPending} onClick={() => void submit()}>
        {ADD_TO_DNC_TEXTS.action}
      </Button>
    </Flex>
  );
}
