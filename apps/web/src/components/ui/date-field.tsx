// A labelled date (dd.mm.yyyy) or date-and-time (dd.mm.yyyy hh:mm) field with its error, styled as TextField.
import { useId, type ComponentProps } from 'react';
import { localMessage } from '../../lib/server-message.ts';
import { DateInput, DateTimeInput } from './date-input.tsx';
import './field.css';

type DateFieldProps = ComponentProps<typeof DateInput> & {
  label: string;
  error?: string | undefined;
  /** dd.mm.yyyy hh:mm instead of a day. */
  withTime?: boolean;
};

export function DateField({ label, error, withTime = false, id, ...inputProps }: DateFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const Input = withTime ? DateTimeInput : DateInput;
  return (
    <div className={['ui-field', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-field__control">
        <Input
          id={inputId}
          className="ui-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...inputProps}
        />
      </div>
      {error && (
        <div id={`${inputId}-error`} className="ui-field__error" role="alert">
          {localMessage(error)}
        </div>
      )}
    </div>
  );
}
