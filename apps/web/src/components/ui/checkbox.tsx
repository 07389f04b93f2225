// Native checkbox styled for the dark look (keeps form semantics, works with react-hook-form):
//   <Checkbox {...register('terms')} error={errors.terms?.message}>I agree…</Checkbox>
import { localMessage } from '../../lib/server-message.ts';
import { useId, type ComponentProps, type ReactNode } from 'react';
import './field.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  children: ReactNode;
  error?: string | undefined;
}

export function Checkbox({ children, error, id, className, ...inputProps }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={['ui-checkbox', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}>
      <input
        id={inputId}
        type="checkbox"
        className="ui-checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...inputProps}
      />
      <label htmlFor={inputId} className="ui-checkbox__label">
        {children}
      </label>
      {error && (
        <div id={`${inputId}-error`} className="ui-field__error ui-checkbox__error" role="alert">
          {localMessage(error)}
        </div>
      )}
    </div>
  );
}
