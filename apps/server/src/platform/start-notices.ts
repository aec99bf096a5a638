import { type Config, GUARDS_OFF } from './config';

export interface StartNotice {
  level: 'info' | 'warn';
  message: string;
}

/**
 * What the start log says about the settings an operator must know are in force: the billing that
 * gives plans away, and every guard turned off (loudly: a warning, whatever the environment).
 */
export function startNotices(config: Config): StartNotice[] {
  const notices: StartNotice[] = [];
  if (config.BILLING_PROVIDER === 'local') {
    notices.push({
      level: 'info',
      message:
        'BILLING_PROVIDER=local: every organization may choose any plan for free; no payment is taken',
    });
  }
  for (const guard of GUARDS_OFF) {
    if (config[guard.key] === 'off') {
      notices.push({ level: 'warn', message: `${guard.key}=off: ${guard.consequence}` });
    }
  }
  return notices;
}
