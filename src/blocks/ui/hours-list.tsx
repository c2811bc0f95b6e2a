// Opening hours Monday to Sunday in 12-hour time, or Closed: the footer's list, shared with the admin's preview.
import { hoursRows, type HoursView } from './format';

export function HoursList({ hours }: { hours: HoursView }) {
  const rows = hoursRows(hours);
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.day} className="contents">
          <dt className="text-ivory">{row.day}</dt>
          <dd>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}
