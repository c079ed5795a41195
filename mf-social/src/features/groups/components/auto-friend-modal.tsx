import { useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Form, InputNumber, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTO_FRIEND_REQUESTS_PER_DAY_DEFAULT, errorMessage, jobsApi, queryKeys, type StoredGroup, withDncExcluded } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { GROUP_TEXTS } from '../texts';
import { delayError, GROUP_DELAYS } from '../utils/bulk-delays';
import { groupsByAccount } from '../utils/selection';
import { DelayFields, type DelayValues, MessageField } from './job-form-fields';

export interface AutoFriendModalProps {
  groups: StoredGroup[];
  onClose: () => void;
}

const { limits, defaults } = GROUP_DELAYS.autoFriend;
const PER_DAY = { min: 1, max: 100 } as const;

/**
 * Automatic friend requests across the selected groups (spec part 2 §5, §9): community groups are skipped,
 * one job per account, delays 1-300 s (5-10), 1-100 requests a day (30). An account whose bot is not running
 * is refused by the server with its names.
 */
export function AutoFriendModal({ groups, onClose }: AutoFriendModalProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const toasts = useToasts();
  const [text, setText] = useState<string>(GROUP_TEXTS.defaultGreeting);
  const [delays, setDelays] = useState<DelayValues>(defaults);
  const [perDay, setPerDay] = useState<number | null>(AUTO_FRIEND_REQUESTS_PER_DAY_DEFAULT);
  const [enabled, setEnabled] = useState(true);
  const [sending, setSending] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const valid = groups.filter((group) => !group.isCommunity);
  const skipped = groups.length - valid.length;
  const messageError = text.trim() ? null : GROUP_TEXTS.friendRequestRequired;
  const delayProblem = delayError(delays, limits);
  const perDayError = perDay !== null && Number.isInteger(perDay) && perDay >= PER_DAY.min && perDay <= PER_DAY.max ? null : GROUP_TEXTS.perDayRange;
  const blocked = valid.length === 0 || Boolean(messageError || delayProblem || perDayError);

  const submit = async () => {
    if (blocked) return;
    setSending(true);
    setReason(null);
    const calls = [...groupsByAccount(valid)].map(([accountId, accountGroups]) =>
      jobsApi.autoFriendRequest({
        accountId,
        groupIds: accountGroups.map((group) => group.groupId),
        message: text.trim(),
        delayMin: delays.delayMin ?? defaults.delayMin,
        delayMax: delays.delayMax ?? defaults.delayMax,
        maxRequestsPerDay: perDay ?? AUTO_FRIEND_REQUESTS_PER_DAY_DEFAULT,
        enabled,
      }),
    );
    const results = await Promise.allSettled(calls);
    const failed = results.flatMap((result) => (result.status === 'rejected' ? [errorMessage(result.reason, GROUP_TEXTS.friendJobFailed)] : []));
    setSending(false);
    if (failed.length === results.length) {
      toasts.error(failed[0] ?? GROUP_TEXTS.friendJobFailed);
      setReason(failed.join('; '));
      return;
    }
    if (failed.length > 0) toasts.error(GROUP_TEXTS.jobsPartial(results.length - failed.length, results.length));
    else toasts.success(withDncExcluded(GROUP_TEXTS.autoFriendCreated(results.length), results.map((result) => (result.status === 'fulfilled' ? result.value : null))));
    void client.invalidateQueries({ queryKey: queryKeys.jobs.all() });
    onClose();
    navigate('/jobs?page=1');
  };

  return (
    <Modal
      open
      title={GROUP_TEXTS.autoFriendTitle}
      okText={GROUP_TEXTS.autoFriendOk}
      cancelText={GROUP_TEXTS.cancel}
      okButtonProps={{ disabled: blocked }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <Flex vertical gap={12}>
          <Typography.Text>{GROUP_TEXTS.selected(valid.length)}</Typography.Text>
          {skipped > 0 && <Alert type="info" showIcon title={valid.length === 0 ? GROUP_TEXTS.noValidGroup : GROUP_TEXTS.communitySkipped(skipped)} />}
          <MessageField label={GROUP_TEXTS.friendRequestMessage} value={text} onChange={setText} error={messageError} rows={3} />
          <DelayFields value={delays} onChange={setDelays} limits={limits} error={delayProblem} />
          <Form.Item label={GROUP_TEXTS.perDay} validateStatus={perDayError ? 'error' : undefined} help={perDayError ?? undefined} style={{ marginBottom: 0 }}>
            <InputNumber<number> aria-label={GROUP_TEXTS.perDay} min={PER_DAY.min} max={PER_DAY.max} precision={0} value={perDay} onChange={setPerDay} />
          </Form.Item>
          <Alert type="warning" showIcon title={GROUP_TEXTS.perDayWarning} />
          <Flex gap={8} align="center">
            <Switch checked={enabled} onChange={setEnabled} aria-label={GROUP_TEXTS.enabled} />
            <Typography.Text>{GROUP_TEXTS.enabled}</Typography.Text>
          </Flex>
          {reason && <Alert type="error" showIcon title={reason} />}
        </Flex>
      </Form>
    </Modal>
  );
}
