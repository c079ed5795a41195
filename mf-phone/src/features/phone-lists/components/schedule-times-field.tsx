import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { PHONE_TEXTS } from '../texts';
import { addScheduleTime, MAX_SCHEDULE_TIMES, removeScheduleTime } from '../utils/schedule-times';

export interface ScheduleTimesFieldProps {
  value: string[];
  onChange: (times: string[]) => void;
  disabled?: boolean;
}

const FORMAT = 'HH:mm';

/** 'HH:MM' as today's time of day, for the picker. */
const timeOfDay = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return dayjs().hour(hours).minute(minutes).second(0).millisecond(0);
};

/** The daily run times: 24-hour, 1-minute steps, 1 to 10 of them. */
export function ScheduleTimesField({ value, onChange, disabled }: ScheduleTimesFieldProps) {
  const setAt = (index: number, time: string) => onChange(value.map((current, at) => (at === index ? time : current)));
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8}>
        {value.map((time, index) => (
          // By position: two rows may briefly hold the same time while being edited.
          <Flex key={index} gap={4} align="center">
            <TimePicker
              aria-label={PHONE_TEXTS.timeOf(index + 1)}
              format={FORMAT}
              minuteStep={1}
              needConfirm={false}
              allowClear={false}
              disabled={disabled}
              value={timeOfDay(time)}
              onChange={(picked) => picked && setAt(index, picked.format(FORMAT))}
            />
            <Button
              aria-label={PHONE_TEXTS.removeTime(time)}
              icon={<DeleteOutlined />}
              disabled={disabled || value.length <= 1}
              onClick={() => onChange(removeScheduleTime(value, index))}
            />
          </Flex>
        ))}
      </Flex>
      <div>
        <Button icon={<PlusOutlined />} disabled={disabled || value.length >= MAX_SCHEDULE_TIMES} onClick={() => onChange(addScheduleTime(value))}>
          {PHONE_TEXTS.addTime}
        </Button>
      </div>
    </Flex>
  );
}
