import { useDateText } from './useDateText';

/** 'il y a 2 h', with the exact day and time in its title and its machine-readable `dateTime`. */
export function RelativeTime({ value }: { value: string }) {
  const dates = useDateText();
  return (
    <time dateTime={value} title={dates.dateTime(value)}>
      {dates.relative(value)}
    </time>
  );
}
