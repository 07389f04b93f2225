import { passwordRules } from '@platform/shared/passwords';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import './password-checklist.css';

/** The live requirement checklist of spec §5, ticked as the trader types. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <ul className="password-checklist" aria-label={t('passwordChecklist.label')}>
      {passwordRules.map((rule) => {
        const met = password.length > 0 && rule.test(password);
        return (
          <li key={rule.id} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '•'}</span> {t(`passwordChecklist.rules.${rule.id}`)}
            <span className="visually-hidden">{met ? t('passwordChecklist.met') : t('passwordChecklist.notMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
