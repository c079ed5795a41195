import { Alert, Checkbox, Col, DatePicker, Flex, Form, type FormInstance, Input, InputNumber, Modal, Row, Select, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  CREATABLE_JOB_TYPES,
  type CreatedJobs,
  errorMessage,
  formatDate,
  formatTime,
  JOB_DELAY_MIN_MS,
  JOB_MAX_RETRIES_MAX,
  JOB_MAX_RETRIES_MIN,
  JOB_MESSAGE_MAX,
  JOB_MESSAGES,
  JOB_PRIORITY_MAX,
  JOB_PRIORITY_MIN,
  JOB_TYPE_LABELS,
  parsePhoneLines,
  TEMPLATE_SAMPLE_NAMES,
  useAccountGroups,
  useAccounts,
  useJobLimits,
  withDncExcluded,
} from 'shared-sdk';
import { MESSAGE_VARIANT_TEXTS, MessageVariantsField, OptionSwitch, useToasts } from 'shared-sdk/react';
import { useCreateJob } from '../api/create-job';
import { useAccountHealth } from '../api/get-account-health';
import { JOB_TEXTS } from '../texts';
import {
  checkCreateJobForm,
  type CreateJobField,
  type CreateJobFormValues,
  emptyCreateJobForm,
  fieldOfPath,
  isPastDay,
  pastTimesOf,
  wallClockToIso,
} from '../utils/job-form';
import { paceOf } from '../utils/pace';
import { sendingStartOf } from '../utils/sending-window';

export interface CreateJobModalProps {
  open: boolean;
  onClose: () => void;
  /** Starting values, e.g. a type chosen in advance. */
  initialValues?: Partial<CreateJobFormValues>;
  /** For a parent that drives the form itself (a story showing the validation messages). */
  form?: FormInstance<CreateJobFormValues>;
}

const TYPE_OPTIONS = CREATABLE_JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }));

/** 'HH:mm dd/MM' in Vietnam, as the job card says when a wait ends. */
const shortTime = (at: number) => `${formatTime(at)} ${formatDate(at).slice(0, 5)}`;

/** The field messages of the server, when it names fields, beside their fields. */
function serverFieldErrors(error: unknown): Partial<Record<CreateJobField, string>> {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  const errors: Partial<Record<CreateJobField, string>> = {};
  for (const [path, text] of Object.entries(error.fieldErrors)) {
    const field = fieldOfPath(path);
    if (field) errors[field] = text;
  }
  return errors;
}

/**
 * The create-job modal of the jobs page: validated with the shared CreateJobFormSchema, so the
 * browser and the server say the same; on success it closes and opens the first page of the list.
 */
export function CreateJobModal({ open, onClose, initialValues, form: givenForm }: CreateJobModalProps) {
  const [ownForm] = Form.useForm<CreateJobFormValues>();
  const form = givenForm ?? ownForm;
  const toasts = useToasts();
  const navigate = useNavigate();
  const createJob = useCreateJob();
  const accounts = useAccounts();
  const type = Form.useWatch('type', form) ?? initialValues?.type ?? 'TO_FRIENDS';
  const accountId = Form.useWatch('accountId', form) ?? initialValues?.accountId;
  const phoneLines = Form.useWatch('phoneLines', form) ?? '';
  const delayMs = Form.useWatch('delayBetweenMessages', form) ?? initialValues?.delayBetweenMessages ?? null;
  const targetGroupId = Form.useWatch('targetGroupId', form);
  const scheduledAt = Form.useWatch('scheduledAt', form);
  const groups = useAccountGroups(accountId, open && type === 'TO_GROUP_MEMBERS');
  const limits = useJobLimits();
  const health = useAccountHealth(open);

  const activeAccounts = (accounts.data ?? []).filter((account) => account.status === 'ACTIVE');
  const chosenAccount = activeAccounts.find((account) => account.id === accountId);
  const accountHealth = health.data?.find((entry) => entry.accountId === accountId);
  const phones = type === 'TO_FRIENDS' ? parsePhoneLines(phoneLines).length : 0;
  // How many will get it, when the form knows: the numbers typed, the group's members but the account, one
  // conversation, or the account's stored friends.
  const chosenGroup = groups.data?.groups.find((group) => group.groupId === targetGroupId);
  const recipients =
    type === 'TO_THREAD'
      ? 1
      : type === 'TO_GROUP_MEMBERS'
        ? chosenGroup && Math.max(0, chosenGroup.memberCount - 1)
        : phones > 0
          ? phones
          : accountHealth?.friends.count || undefined;
  const pace = typeof delayMs === 'number' ? paceOf(delayMs, type, { recipients, strangers: phones > 0 }) : null;
  // When it starts: now, or the time picked; later if that is outside the account's sending window.
  const startAt = scheduledAt ? Date.parse(wallClockToIso(scheduledAt)) : Date.now();
  const windowStart = accountHealth ? sendingStartOf(accountHealth.window, startAt) : null;
  // Beyond the plan's concurrent limit a job waits its turn; a job for later does not run yet.
  const slotsFull = Boolean(!scheduledAt && limits.data && limits.data.concurrentLimit >= 0 && limits.data.running >= limits.data.concurrentLimit);
  const messagesToday = accountHealth?.today.messages;
  const leftToday = messagesToday ? Math.max(0, messagesToday.cap - messagesToday.used) : undefined;
  const accountOptions = activeAccounts.map((account) => ({ value: account.id, label: account.displayName }));
  const groupOptions = (groups.data?.groups ?? []).map((group) => ({
    value: group.groupId,
    label: `${group.name} (${JOB_TEXTS.groupMembers(group.memberCount)})`,
  }));

  const showErrors = (errors: Partial<Record<CreateJobField, string>>) =>
    form.setFields(Object.entries(errors).map(([name, text]) => ({ name: name as CreateJobField, errors: [text] })));

  const submit = async (values: CreateJobFormValues) => {
    const checked = checkCreateJobForm({ ...emptyCreateJobForm(), ...initialValues, ...values });
    if (!checked.ok) {
      showErrors(checked.fieldErrors);
      return;
    }
    let created: CreatedJobs;
    try {
      created = await createJob.mutateAsync(checked.form);
    } catch (error) {
      showErrors(serverFieldErrors(error));
      toasts.error(errorMessage(error, JOB_MESSAGES.createFailed));
      return;
    }
    const waiting = created.jobs.filter((job) => job.waitingForSlot).length;
    const done = withDncExcluded(JOB_TEXTS.created, created.jobs);
    const limit = limits.data?.concurrentLimit;
    toasts.success(waiting > 0 && limit !== undefined && limit >= 0 ? `${done}. ${JOB_TEXTS.createdWaiting(waiting, limit)}` : done);
    onClose();
    navigate('/jobs?page=1');
  };

  return (
    <Modal
      open={open}
      title={JOB_TEXTS.createTitle}
      okText={JOB_TEXTS.submit}
      cancelText={JOB_TEXTS.cancel}
      confirmLoading={createJob.isPending}
      okButtonProps={{ htmlType: 'submit' }}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<CreateJobFormValues>
          form={form}
          name="create-job"
          layout="vertical"
          initialValues={{ ...emptyCreateJobForm(), ...initialValues }}
          clearOnDestroy
          onFinish={submit}
          onValuesChange={(changed: Partial<CreateJobFormValues>) => {
            // Groups belong to an account: another account empties the chosen group.
            if ('accountId' in changed) form.setFieldValue('targetGroupId', undefined);
          }}
        >
          {dialog}
        </Form>
      )}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label={JOB_TEXTS.fieldAccount} name="accountId" required>
            <Select
              placeholder={JOB_TEXTS.accountPlaceholder}
              options={accountOptions}
              loading={accounts.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              notFoundContent={JOB_TEXTS.noActiveAccount}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={JOB_TEXTS.fieldType} name="type" required>
            <Select options={TYPE_OPTIONS} />
          </Form.Item>
        </Col>
      </Row>

      <Form.Item label={JOB_TEXTS.fieldMessage} name="messages" required>
        <MessageVariantsField
          label={JOB_TEXTS.fieldMessage}
          rows={4}
          maxLength={JOB_MESSAGE_MAX}
          placeholder={JOB_TEXTS.messagePlaceholder}
          names={{ ...TEMPLATE_SAMPLE_NAMES, tai_khoan: chosenAccount?.displayName ?? TEMPLATE_SAMPLE_NAMES.tai_khoan }}
        />
      </Form.Item>

      {type === 'TO_FRIENDS' && (
        <Form.Item
          label={JOB_TEXTS.fieldPhones}
          name="phoneLines"
          extra={`${JOB_TEXTS.phonesHint} · ${JOB_TEXTS.phonesCount(parsePhoneLines(phoneLines).length)}`}
        >
          <Input.TextArea rows={3} placeholder={'0901234567\n0912345678'} />
        </Form.Item>
      )}
      {type === 'TO_GROUP_MEMBERS' && (
        <Form.Item
          label={JOB_TEXTS.fieldGroup}
          name="targetGroupId"
          required
          extra={groups.isError ? <Typography.Text type="danger">{JOB_TEXTS.groupsLoadFailed}</Typography.Text> : undefined}
        >
          <Select
            placeholder={accountId ? JOB_TEXTS.groupPlaceholder : JOB_TEXTS.groupNeedsAccount}
            disabled={!accountId}
            loading={groups.isFetching}
            options={groupOptions}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      )}
      {type === 'TO_THREAD' && (
        <Form.Item label={JOB_TEXTS.fieldThread} name="targetThreadId" required>
          <Input placeholder={JOB_TEXTS.threadPlaceholder} />
        </Form.Item>
      )}

      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item label={JOB_TEXTS.fieldPriority} name="priority">
            <InputNumber min={JOB_PRIORITY_MIN} max={JOB_PRIORITY_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label={JOB_TEXTS.fieldMaxRetries} name="maxRetries">
            <InputNumber min={JOB_MAX_RETRIES_MIN} max={JOB_MAX_RETRIES_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label={JOB_TEXTS.fieldDelay} name="delayBetweenMessages">
            <InputNumber min={JOB_DELAY_MIN_MS} step={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      {pace && (
        <Flex vertical gap={8} style={{ marginTop: -8, marginBottom: 16 }} data-testid="job-pace">
          <Typography.Text type="secondary">{JOB_TEXTS.pace(pace.delayMin, pace.delayMax, pace.estimate)}</Typography.Text>
          {pace.tooFastBelow !== null && <Alert type="warning" showIcon title={JOB_TEXTS.paceTooFast(pace.tooFastBelow)} />}
        </Flex>
      )}

      <Form.Item name="useRandomDelay" valuePropName="checked">
        <Checkbox>{JOB_TEXTS.fieldRandomDelay}</Checkbox>
      </Form.Item>

      <Form.Item name="skipActiveConversations" valuePropName="checked">
        <OptionSwitch label={MESSAGE_VARIANT_TEXTS.skipActive} hint={MESSAGE_VARIANT_TEXTS.skipActiveHint} />
      </Form.Item>

      <Form.Item label={JOB_TEXTS.fieldScheduledAt} name="scheduledAt" extra={JOB_TEXTS.scheduledHint}>
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="DD/MM/YYYY HH:mm"
          placeholder={JOB_TEXTS.scheduledPlaceholder}
          disabledDate={(day) => isPastDay(day)}
          disabledTime={(day) => pastTimesOf(day)}
          style={{ width: '100%' }}
        />
      </Form.Item>

      {/* Before sending: when it will start and what the account may send today. */}
      <Flex vertical gap={8}>
        {windowStart !== null && accountHealth && (
          <Alert
            type="warning"
            showIcon
            data-testid="job-outside-window"
            title={JOB_TEXTS.outsideWindow(shortTime(windowStart))}
            description={JOB_TEXTS.outsideWindowHint(accountHealth.window.start, accountHealth.window.end)}
          />
        )}
        {slotsFull && limits.data && (
          <Alert type="info" showIcon data-testid="job-waits-for-slot" title={JOB_TEXTS.waitingForSlot(limits.data.concurrentLimit)} description={JOB_TEXTS.waitingForSlotHint} />
        )}
        {accountHealth?.warmUp && messagesToday && leftToday !== undefined && (
          <Alert
            type={recipients !== undefined && recipients > leftToday ? 'warning' : 'info'}
            showIcon
            data-testid="job-warm-up"
            title={JOB_TEXTS.warmUp(accountHealth.warmUp.day, accountHealth.warmUp.days, messagesToday.cap, leftToday)}
            description={recipients !== undefined && recipients > leftToday ? JOB_TEXTS.warmUpOver(recipients, leftToday) : undefined}
          />
        )}
        {!accountHealth?.warmUp && messagesToday && leftToday !== undefined && recipients !== undefined && recipients > leftToday && (
          <Alert type="warning" showIcon data-testid="job-cap-left" title={JOB_TEXTS.capLeft(leftToday, messagesToday.cap)} />
        )}
      </Flex>
    </Modal>
  );
}
