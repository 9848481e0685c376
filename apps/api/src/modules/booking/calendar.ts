import { PERIOD_HOURS, type Booking } from '@portal/contract';

// RFC 5545 text: backslash, semicolon and comma escaped, newlines as \n.
function text(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded, each continuation starting with a
 * space; Chinese text is 3 octets a character in UTF-8, so cut by bytes, never inside one.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** UTC form YYYYMMDDTHHMMSSZ of a China-time date and HH:mm. */
function utcStamp(date: string, hhmm: string): string {
  return new Date(`${date}T${hhmm}:00+08:00`).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
}

/** One VEVENT for a booking, in UTC so no VTIMEZONE block is needed. */
export function bookingCalendar(b: Booking, now = new Date()): string {
  const who = b.doctorName ? `${b.departmentName} ${b.doctorName}` : b.departmentName;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Qinghe County 12320//Booking//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${b.id}@12320.qinghe.example`,
    `DTSTAMP:${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    `DTSTART:${utcStamp(b.date, b.start)}`,
    `DTEND:${utcStamp(b.date, b.end)}`,
    `SUMMARY:${text(`就诊：${b.hospitalName} ${who}`)}`,
    `LOCATION:${text(`${b.hospitalName} ${b.location}`)}`,
    `DESCRIPTION:${text(
      `${PERIOD_HOURS[b.period].label} ${b.start}-${b.end}，就诊序号 ${b.queueNo}，取号密码 ${b.pickupCode}。请携带身份证或医保电子凭证。`,
    )}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
