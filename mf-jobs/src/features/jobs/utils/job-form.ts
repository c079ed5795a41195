import dayjs, { type Dayjs } from 'dayjs';
import * as v from 'valibot';
import {
  type CreatableJobType,
  type CreateJobFormOutput,
  CreateJobFormSchema,
  datetimeLocalToIso,
  JOB_DELAY_DEFAULT_MS,
  JOB_MAX_RETRIES_DEFAULT,
  JOB_PRIORITY_DEFAULT,
  messageVariantFields,
  parsePhoneLines,
  validate,
  variantRequestFields,
} from 'shared-sdk';

/** What the create-job modal holds; `checkCreateJobForm` turns it into the shared form. */
export interface CreateJobFormValues {
  accountId?: string;
  type: CreatableJobType;
  /** The message, or its variants A…E: the first is sent as `message`, all of them as `messages` when two or more. */
  messages: string[];
  /** "Bỏ qua người đang trò chuyện": skip whoever replied or wrote within the last 24 h. */
  skipActiveConversations: boolean;
  priority: number | null;
  maxRetries: number | null;
  delayBetweenMessages: number | null;
  useRandomDelay: boolean;
  /** TO_FRIENDS: phone numbers one per line; empty means all friends. */
  phoneLines: string;
  targetGroupId?: string;
  targetThreadId?: string;
  /** A wall-clock time in Vietnam, as the date picker shows it; empty runs now. */
  scheduledAt?: Dayjs | null;
}

export type CreateJobField = keyof CreateJobFormValues;

export const emptyCreateJobForm = (): CreateJobFormValues => ({
  type: 'TO_FRIENDS',
  messages: [''],
  skipActiveConversations: false,
  priority: JOB_PRIORITY_DEFAULT,
  maxRetries: JOB_MAX_RETRIES_DEFAULT,
  delayBetweenMessages: JOB_DELAY_DEFAULT_MS,
  useRandomDelay: true,
  phoneLines: '',
});

// Vietnam keeps UTC+7 all year (no daylight saving time).
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** Now as the Vietnamese wall clock, in the zone-less form the date picker works in. */
export const vietnamWallClock = (now: number = Date.now()): Dayjs =>
  dayjs(new Date(now + VIETNAM_OFFSET_MS).toISOString().slice(0, 16));

/** A picked Vietnamese wall-clock time as an ISO instant. */
export const wallClockToIso = (value: Dayjs): string => datetimeLocalToIso(value.format('YYYY-MM-DDTHH:mm'));

const upTo = (count: number) => Array.from({ length: count }, (_, index) => index);

/** The picker offers no day before today in Vietnam. */
export const isPastDay = (day: Dayjs, now: number = Date.now()): boolean => day.isBefore(vietnamWallClock(now), 'day');

/** Nor, today, an hour or minute already gone. */
export function pastTimesOf(day: Dayjs | null | undefined, now: number = Date.now()) {
  const current = vietnamWallClock(now);
  if (!day || !day.isSame(current, 'day')) return {};
  return {
    disabledHours: () => upTo(current.hour()),
    disabledMinutes: (hour: number) => (hour === current.hour() ? upTo(current.minute()) : []),
  };
}

/** The shared form (CreateJobFormSchema's input) of the modal's values: only the target fields of the chosen type. */
export function toCreateJobInput(values: CreateJobFormValues): Record<string, unknown> {
  return {
    accountId: values.accountId ?? '',
    type: values.type,
    ...variantRequestFields(values.messages ?? ['']),
    skipActiveConversations: values.skipActiveConversations || undefined,
    priority: values.priority,
    maxRetries: values.maxRetries,
    scheduledAt: values.scheduledAt ? wallClockToIso(values.scheduledAt) : null,
    metadata: {
      delayBetweenMessages: values.delayBetweenMessages,
      useRandomDelay: values.useRandomDelay,
      phoneNumbers: values.type === 'TO_FRIENDS' ? parsePhoneLines(values.phoneLines ?? '') : [],
      targetGroupId: values.type === 'TO_GROUP_MEMBERS' ? values.targetGroupId : undefined,
      targetThreadId: values.type === 'TO_THREAD' ? values.targetThreadId?.trim() : undefined,
    },
  };
}

const FORM_FIELDS: readonly string[] = [
  'accountId',
  'type',
  'messages',
  'skipActiveConversations',
  'priority',
  'maxRetries',
  'delayBetweenMessages',
  'useRandomDelay',
  'phoneLines',
  'targetGroupId',
  'targetThreadId',
  'scheduledAt',
] satisfies CreateJobField[];

/** Names of the form schema and of the server's request bodies that differ from the modal's fields. */
const RENAMED: Record<string, CreateJobField> = {
  phoneNumbers: 'phoneLines',
  groupId: 'targetGroupId',
  threadId: 'targetThreadId',
  delayMin: 'delayBetweenMessages',
  delayMax: 'delayBetweenMessages',
};

/** A path of CreateJobFormSchema or of the server's answer ('metadata.targetGroupId', 'groupId', 'messages.1') as the modal's field. */
export function fieldOfPath(path: string): CreateJobField | undefined {
  const [head, key] = path.split('.');
  const name = head === 'metadata' ? key : head;
  // The schemas' `message` is variant A, the first of the modal's texts.
  if (name === 'message') return 'messages';
  if (name in RENAMED) return RENAMED[name];
  return FORM_FIELDS.includes(name) ? (name as CreateJobField) : undefined;
}

export type CreateJobCheck =
  | { ok: true; form: CreateJobFormOutput }
  | { ok: false; error: string; fieldErrors: Partial<Record<CreateJobField, string>> };

const VariantsSchema = v.object({ messages: messageVariantFields.messages });

/** Validates with the schema the server uses too, so both give the same messages. */
export function checkCreateJobForm(values: CreateJobFormValues): CreateJobCheck {
  const input = toCreateJobInput(values);
  const result = validate(CreateJobFormSchema, input);
  // The variants as the message call checks them (each a template, none empty when two or more).
  const variants = validate(VariantsSchema, { messages: input.messages ?? [] });
  if (result.ok && variants.ok) return { ok: true, form: result.value };
  const fieldErrors: Partial<Record<CreateJobField, string>> = {};
  for (const [path, message] of Object.entries(result.ok ? {} : result.fieldErrors)) {
    const field = fieldOfPath(path);
    if (field && !fieldErrors[field]) fieldErrors[field] = message;
  }
  if (!variants.ok) fieldErrors.messages ??= variants.error;
  return { ok: false, error: result.ok ? (variants.ok ? '' : variants.error) : result.error, fieldErrors };
}
