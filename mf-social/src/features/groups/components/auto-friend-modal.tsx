import { Alert, Flex, Form, InputNumber, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Account, AUTO_FRIEND_REQUESTS_PER_DAY_DEFAULT } from 'shared-sdk';
import { autoFriendRequest } from '../api/auto-friend-request';
import { JobPlanNote, usePlanAllowance } from '../../../components/job-plan-note';
import { useReportJobs } from '../../../hooks/use-report-jobs';
import { failureLines } from '../../../utils/job-plan';
import { GROUP_TEXTS } from '../texts';
import { delayError, delaysOrDefaults, GROUP_DELAYS } from '../utils/bulk-delays';
import { communityCount, type SelectedGroups, selectedCount, selectionBody, selectionByAccount } from '../utils/selection';
import { DelayFields, type DelayValues, MessageField } from './job-form-fields';

export interface AutoFriendModalProps {
  selection: SelectedGroups;
  /** For the accounts' names in the outcome. */
  accounts: Account[];
  onClose: () => void;
}

const { limits, defaults } = GROUP_DELAYS.autoFriend;
const PER_DAY = { min: 1, max: 100 } as const;
const OUTCOME = { created: GROUP_TEXTS.autoFriendCreated, failed: GROUP_TEXTS.friendJobFailed, fallbackReason: GROUP_TEXTS.friendJobFailed };

/**
 * Automatic friend requests across the selected groups: community groups are skipped,
 * one job per account, delays 1-300 s (5-10), 1-100 requests a day (30). An account whose bot is not running
 * is refused by the server with its names.
 */
export function AutoFriendModal({ selection, accounts, onClose }: AutoFriendModalProps) {
  const navigate = useNavigate();
  const report = useReportJobs();
  const [text, setText] = useState<string>(GROUP_TEXTS.defaultGreeting);
  const [delays, setDelays] = useState<DelayValues>(defaults);
  const [perDay, setPerDay] = useState<number | null>(AUTO_FRIEND_REQUESTS_PER_DAY_DEFAULT);
  const [enabled, setEnabled] = useState(true);
  const [sending, setSending] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const skipped = communityCount(selection);
  const valid = selectedCount(selection) - skipped;
  const senders = selectionByAccount(selection).filter((share) => share.count > share.communityCount);
  const allowance = usePlanAllowance(enabled ? senders.length : 0, GROUP_TEXTS.oneJobPerAccountUnit);
  const messageError = text.trim() ? null : GROUP_TEXTS.friendRequestRequired;
  const delayProblem = delayError(delays, limits);
  const perDayError = perDay !== null && Number.isInteger(perDay) && perDay >= PER_DAY.min && perDay <= PER_DAY.max ? null : GROUP_TEXTS.perDayRange;
  const blocked = valid <= 0 || Boolean(messageError || delayProblem || perDayError || allowance?.blocked);
  const nameOf = (accountId: string) => accounts.find((account) => account.id === accountId)?.displayName ?? accountId;

  const submit = async () => {
    if (blocked) return;
    setSending(true);
    setReason(null);
    const common = {
      message: text.trim(),
      ...delaysOrDefaults(delays, defaults),
      maxRequestsPerDay: perDay ?? AUTO_FRIEND_REQUESTS_PER_DAY_DEFAULT,
      enabled,
    };
    const calls =
      selection.kind === 'items'
        ? senders.map((share) => ({
            label: nameOf(share.accountId),
            call: autoFriendRequest({
              ...common,
              accountId: share.accountId,
              groupIds: (share.groups ?? []).filter((group) => !group.isCommunity).map((group) => group.groupId),
            }),
          }))
        : [{ label: GROUP_TEXTS.selectedFiltered(valid), call: autoFriendRequest({ ...common, selection: selectionBody(selection) }) }];
    const results = await Promise.allSettled(calls.map((entry) => entry.call));
    setSending(false);
    const outcome = report(results.map((result, index) => ({ label: calls[index].label, result })), OUTCOME);
    if (outcome.succeeded === 0) return setReason(failureLines(outcome.failures).join('; '));
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
          <Typography.Text>{GROUP_TEXTS.selected(Math.max(0, valid))}</Typography.Text>
          {skipped > 0 && <Alert type="info" showIcon title={valid <= 0 ? GROUP_TEXTS.noValidGroup : GROUP_TEXTS.communitySkipped(skipped)} />}
          <JobPlanNote allowance={allowance} />
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
