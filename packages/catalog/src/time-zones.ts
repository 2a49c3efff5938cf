/** A time zone of the preferences page (spec §9: GMT offsets to region names). */
export interface TimeZone {
  /** 'GMT+05:30' */
  id: string;
  /** Offset from UTC in minutes. */
  offsetMinutes: number;
  regions: string;
}

const zone = (offsetMinutes: number, regions: string): TimeZone => {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return { id: `GMT${sign}${hh}:${mm}`, offsetMinutes, regions };
};

/** GMT-12:00 to GMT+12:00 in the 30- and 45-minute steps regions actually use, west to east. */
export const timeZones: readonly TimeZone[] = [
  zone(-720, 'International Date Line West'),
  zone(-660, 'Midway Island, Samoa'),
  zone(-600, 'Hawaii'),
  zone(-570, 'Marquesas Islands'),
  zone(-540, 'Alaska'),
  zone(-480, 'Pacific Time (US & Canada), Tijuana'),
  zone(-420, 'Mountain Time (US & Canada), Arizona'),
  zone(-360, 'Central Time (US & Canada), Mexico City'),
  zone(-300, 'Eastern Time (US & Canada), Bogota, Lima'),
  zone(-240, 'Atlantic Time (Canada), Caracas, La Paz'),
  zone(-210, 'Newfoundland'),
  zone(-180, 'Brasilia, Buenos Aires, Greenland'),
  zone(-120, 'Mid-Atlantic, South Georgia'),
  zone(-60, 'Azores, Cape Verde Islands'),
  zone(0, 'London, Lisbon, Dublin, Casablanca'),
  zone(60, 'Berlin, Paris, Madrid, Rome, Lagos'),
  zone(120, 'Athens, Cairo, Helsinki, Johannesburg'),
  zone(180, 'Istanbul, Moscow, Riyadh, Nairobi'),
  zone(210, 'Tehran'),
  zone(240, 'Abu Dhabi, Baku, Muscat, Tbilisi'),
  zone(270, 'Kabul'),
  zone(300, 'Karachi, Tashkent, Yekaterinburg'),
  zone(330, 'Chennai, Kolkata, Mumbai, New Delhi'),
  zone(345, 'Kathmandu'),
  zone(360, 'Almaty, Dhaka'),
  zone(390, 'Yangon'),
  zone(420, 'Bangkok, Hanoi, Jakarta'),
  zone(480, 'Beijing, Hong Kong, Singapore, Perth'),
  zone(525, 'Eucla'),
  zone(540, 'Tokyo, Seoul, Osaka'),
  zone(570, 'Adelaide, Darwin'),
  zone(600, 'Sydney, Melbourne, Guam, Vladivostok'),
  zone(630, 'Lord Howe Island'),
  zone(660, 'Magadan, Solomon Islands, New Caledonia'),
  zone(720, 'Auckland, Wellington, Fiji'),
];

/** The default time zone of a new user. */
export const DEFAULT_TIME_ZONE = 'GMT+00:00';

/** True when the id names a time zone of the table. */
export function isTimeZone(id: string): boolean {
  return timeZones.some((z) => z.id === id);
}
