/**
 * Relative time of specification section 9: under a minute 'Just now', under 60 minutes in
 * minutes, under 1440 minutes in hours, otherwise in days.
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  if (minutes < 1440) {
    const hours = Math.floor(minutes / 60);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  const days = Math.floor(minutes / 1440);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

const two = (n: number) => String(n).padStart(2, '0');
const dayStart = (t: number) => new Date(t).setHours(0, 0, 0, 0);

/**
 * A time known only to the hour (the demo's activity is rounded down to the hour for privacy):
 * 'this hour', 'today, 22:00', 'yesterday, 09:00', else the date, e.g. 'Nov 22, 14:00' (local time).
 */
export function hourTime(iso: string, now: number = Date.now()): string {
  const at = new Date(iso);
  const time = at.getTime();
  if (Number.isNaN(time)) return '';
  const hourStart = new Date(now).setMinutes(0, 0, 0);
  if (time >= hourStart && time < hourStart + 3_600_000) return 'this hour';
  const clock = `${two(at.getHours())}:00`;
  const days = Math.round((dayStart(now) - dayStart(time)) / 86_400_000);
  if (days === 0) return `today, ${clock}`;
  if (days === 1) return `yesterday, ${clock}`;
  return `${at.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}, ${clock}`;
}
