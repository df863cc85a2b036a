// Placeholder until the calendar lands: weekdays only.
export function registrationDue(day: string): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  let left = 10;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}
