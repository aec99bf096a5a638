import {
  type HandoffSettings,
  type HandoffSettingsResponse,
  handoffSettingsSchema,
  type OpeningPeriod,
  type Weekday,
  weekdays,
} from '@frontdesk/contracts';
import { z } from 'zod';

/** The week as the form lists it: Monday first. */
export const formWeek: readonly Weekday[] = [...weekdays.slice(1), weekdays[0]];

const dayHoursSchema = z.object({ open: z.boolean(), start: z.string(), end: z.string() });

/** The form's own shape: what a person types (keywords in one line, one period per day). */
const handoffFormFields = z.object({
  enabled: z.boolean(),
  keywords: z.string(),
  noAnswerInARow: z.string().regex(/^\d+$/, 'Enter a whole number from 0 to 10.'),
  handoffMessage: z.string(),
  awayMessage: z.string(),
  reopenTo: z.enum(['ai', 'waiting']),
  timezone: z.string(),
  hours: z.record(z.enum(weekdays), dayHoursSchema),
  holidays: z.array(z.object({ date: z.string() })),
  csat: z.boolean(),
  webhookUrl: z.string(),
  /** Periods beyond a day's first, which the API allows and this form does not show: kept. */
  otherHours: z.array(z.custom<OpeningPeriod>()),
});
export type HandoffFormValues = z.infer<typeof handoffFormFields>;

export function toSettings(values: HandoffFormValues): HandoffSettings {
  const hours: OpeningPeriod[] = [];
  for (const day of weekdays) {
    const { open, start, end } = values.hours[day];
    if (!open) continue;
    hours.push({ day, start, end });
    hours.push(...values.otherHours.filter((period) => period.day === day));
  }
  return {
    enabled: values.enabled,
    triggers: {
      keywords: values.keywords
        .split(',')
        .map((keyword) => keyword.trim())
        .filter(Boolean),
      noAnswerInARow: Number(values.noAnswerInARow),
    },
    handoffMessage: values.handoffMessage,
    awayMessage: values.awayMessage,
    reopenTo: values.reopenTo,
    timezone: values.timezone,
    hours,
    holidays: values.holidays.map((holiday) => holiday.date).filter(Boolean),
    csat: values.csat,
    webhookUrl: values.webhookUrl.trim() || null,
  };
}

export function toFormValues(settings: HandoffSettingsResponse): HandoffFormValues {
  const hours = Object.fromEntries(
    weekdays.map((day) => {
      const first = settings.hours.find((period) => period.day === day);
      return [
        day,
        { open: first !== undefined, start: first?.start ?? '09:00', end: first?.end ?? '17:00' },
      ];
    }),
  ) as HandoffFormValues['hours'];
  const firsts = new Set(weekdays.map((day) => settings.hours.find((p) => p.day === day)));
  return {
    enabled: settings.enabled,
    keywords: settings.triggers.keywords.join(', '),
    noAnswerInARow: String(settings.triggers.noAnswerInARow),
    handoffMessage: settings.handoffMessage,
    awayMessage: settings.awayMessage,
    reopenTo: settings.reopenTo,
    timezone: settings.timezone,
    hours,
    holidays: settings.holidays.map((date) => ({ date })),
    csat: settings.csat,
    webhookUrl: settings.webhookUrl ?? '',
    otherHours: settings.hours.filter((period) => !firsts.has(period)),
  };
}

/** Where an issue of the API's schema belongs in the form, and what it should say there. */
function formIssue(path: PropertyKey[], message: string, settings: HandoffSettings) {
  const [first, second, third] = path;
  if (first === 'triggers' && second === 'noAnswerInARow') {
    return { path: ['noAnswerInARow'], message: 'Enter a whole number from 0 to 10.' };
  }
  if (first === 'triggers' && second === 'keywords') {
    const isItem = typeof third === 'number';
    return {
      path: ['keywords'],
      message: isItem ? 'Each keyword must be 60 characters or less.' : message,
    };
  }
  if (first === 'hours' && typeof second === 'number') {
    const day = settings.hours[second]?.day ?? 'monday';
    return { path: ['hours', day, third === 'start' ? 'start' : 'end'], message };
  }
  if (first === 'holidays' && typeof second === 'number') {
    return { path: ['holidays', second, 'date'], message };
  }
  return { path: path.map(String), message };
}

/**
 * The form checked by the API's own schema (handoffSettingsSchema), so the two cannot disagree;
 * its messages are moved onto the fields a person typed them in.
 */
export const handoffFormSchema = handoffFormFields.transform((values, context) => {
  const settings = toSettings(values);
  const parsed = handoffSettingsSchema.safeParse(settings);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const { path, message } = formIssue(issue.path, issue.message, settings);
    context.addIssue({ code: 'custom', path, message });
  }
  return z.NEVER;
});
