import { type ComponentType, useState } from 'react';

/** Stories of a controlled field: the field drawn with a state of its own, starting at `initial`. */
export function controlled<Value>(Field: ComponentType<{ value: Value; onChange: (value: Value) => void }>) {
  return function Interactive({ initial }: { initial: Value }) {
    const [value, setValue] = useState(initial);
    return <Field value={value} onChange={setValue} />;
  };
}
