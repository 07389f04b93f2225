// Labelled input with hint and error; type="password" adds a show/hide toggle.
// Works with react-hook-form: <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { localMessage } from '../../lib/server-message.ts';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import './field.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shown inside the field on the left, e.g. an icon or a currency sign. */
  leading?: ReactNode;
}

export function TextField({ label, hint, error, leading, type = 'text', id, className, ...inputProps }: TextFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-field__control">
        {leading && <span className="ui-field__leading">{leading}</span>}
        <input
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          className="ui-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        {isPassword && (
          <button
            type="button"
            className="ui-field__toggle"
            aria-label={revealed ? t('common.hidePassword') : t('common.showPassword')}
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
      </div>
      {hint && (
        <div id={`${inputId}-hint`} className="ui-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${inputId}-error`} className="ui-field__error" role="alert">
          {localMessage(error)}
        </div>
      )}
    </div>
  );
}
