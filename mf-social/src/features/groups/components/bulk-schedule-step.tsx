import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Radio, Select, Switch, Typography } from 'antd';
import { GROUP_TEXTS } from '../texts';
import type { BulkDraft } from '../utils/bulk-wizard';
import { addTime, canRemoveTime, DAILY_PRESETS, estimatedMinutes, type Frequency, HOURLY_INTERVALS, hourlyTimes, removeTime, SCHEDULE_TIMES_MAX, timesForFrequency } from '../utils/schedule';

export interface BulkScheduleStepProps {
  draft: BulkDraft;
  groupCount: number;
  onChange: (patch: Partial<BulkDraft>) => void;
}

/**
 * Step 2: send now (once, no schedule), or every day on a schedule: frequency (daily presets, hourly, custom times)
 * in Vietnam time. The schedule's controls show only when not sending now: sending now makes no
 * schedule, so a daily frequency beside it would say what does not happen.
 */
export function BulkScheduleStep({ draft, groupCount, onChange }: BulkScheduleStepProps) {
  const setTime = (index: number, time: string) => onChange({ times: draft.times.map((current, i) => (i === index ? time : current)) });
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <Switch checked={draft.executeImmediately} onChange={(executeImmediately) => onChange({ executeImmediately })} aria-label={GROUP_TEXTS.executeNow} />
        <Typography.Text>{GROUP_TEXTS.executeNow}</Typography.Text>
        <Typography.Text type="secondary">{draft.executeImmediately ? GROUP_TEXTS.executeNowOn : GROUP_TEXTS.executeNowOff}</Typography.Text>
      </Flex>
      {!draft.executeImmediately && <ScheduleFields draft={draft} onChange={onChange} setTime={setTime} />}
      <Typography.Text>{GROUP_TEXTS.estimated(estimatedMinutes(groupCount, draft.delayMin, draft.delayMax))}</Typography.Text>
    </Flex>
  );
}

function ScheduleFields({ draft, onChange, setTime }: { draft: BulkDraft; onChange: (patch: Partial<BulkDraft>) => void; setTime: (index: number, time: string) => void }) {
  return (
    <>
      <Form.Item label={GROUP_TEXTS.frequency} style={{ marginBottom: 0 }}>
        <Radio.Group
          aria-label={GROUP_TEXTS.frequency}
          value={draft.frequency}
          onChange={(event) => {
            const frequency = event.target.value as Frequency;
            onChange({ frequency, times: timesForFrequency(frequency) });
          }}
          options={[
            { value: 'daily', label: GROUP_TEXTS.frequencyDaily },
            { value: 'hourly', label: GROUP_TEXTS.frequencyHourly },
            { value: 'custom', label: GROUP_TEXTS.frequencyCustom },
          ]}
        />
      </Form.Item>
      {draft.frequency === 'daily' && (
        <Select
          aria-label={GROUP_TEXTS.dailyPreset}
          value={draft.dailyPreset}
          onChange={(dailyPreset: number) => onChange({ dailyPreset, times: [...DAILY_PRESETS[dailyPreset]] })}
          options={DAILY_PRESETS.map((times, index) => ({ value: index, label: times.join(', ') }))}
        />
      )}
      {draft.frequency === 'hourly' && (
        <Select
          aria-label={GROUP_TEXTS.hourlyInterval}
          value={draft.hourlyInterval}
          onChange={(hourlyInterval: number) => onChange({ hourlyInterval, times: hourlyTimes(hourlyInterval) })}
          options={HOURLY_INTERVALS.map((hours) => ({ value: hours, label: `${GROUP_TEXTS.hourlyInterval} ${GROUP_TEXTS.everyHours(hours)}` }))}
        />
      )}
      {draft.frequency === 'custom' ? (
        <Flex vertical gap={8}>
          {draft.times.map((time, index) => (
            <Flex key={index} gap={8} align="center">
              <Input type="time" aria-label={GROUP_TEXTS.timeField(index + 1)} value={time} onChange={(event) => setTime(index, event.target.value)} style={{ width: 140 }} />
              <Button icon={<DeleteOutlined />} aria-label={GROUP_TEXTS.removeTime(time)} disabled={!canRemoveTime(draft.times)} onClick={() => onChange({ times: removeTime(draft.times, index) })} />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} disabled={draft.times.length >= SCHEDULE_TIMES_MAX} onClick={() => onChange({ times: addTime(draft.times) })} style={{ alignSelf: 'flex-start' }}>
            {GROUP_TEXTS.addTime}
          </Button>
        </Flex>
      ) : (
        <Typography.Text aria-label={GROUP_TEXTS.confirmTimes}>{draft.times.join(', ')}</Typography.Text>
      )}
      {draft.frequency === 'custom' && draft.times.length >= SCHEDULE_TIMES_MAX && <Typography.Text type="secondary">{GROUP_TEXTS.timesMax}</Typography.Text>}
      <Typography.Text type="secondary">{GROUP_TEXTS.timezone}</Typography.Text>
    </>
  );
}
