import { passwordRules } from '@platform/shared/passwords';
import './password-checklist.css';

/** The live requirement checklist of spec §5, ticked as the trader types. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="password-checklist" aria-label="Password requirements">
      {passwordRules.map((rule) => {
        const met = password.length > 0 && rule.test(password);
        return (
          <li key={rule.id} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '•'}</span> {rule.label}
            <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
