import { parseSettings, type Environment } from '../../src/platform/settings'
import { LOCAL_SMTP_DEFAULTS, smtpConfigOf, type SmtpConfig } from '../../src/enquiries/smtp'

/** The SMTP server the settings of `env` name: the local catch-all when SMTP_HOST is unset, as in development. */
export function smtpConfigOfEnv(env: Environment): SmtpConfig {
  const { mail } = parseSettings(env)
  return smtpConfigOf(mail) ?? { ...mail, host: LOCAL_SMTP_DEFAULTS.host }
}
