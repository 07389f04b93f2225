// Labelled native <select> (the right control on phones; Radix Select injects a <style> tag the CSP blocks).
//   <Select label="Network" options={[{ value: 'TRC20', label: 'USDT (TRC-20)' }]} placeholder="Select network"
//           error={errors.chain?.message} {...register('chain')} />
import { useId, type ComponentProps, type ReactNode } from 'react';
import { localMessage } from '../../lib/server-message.ts';
import { ChevronDownIcon } from './icons.tsx';
import './field.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  label?: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
}

export function Select({ label, options, placeholder, hint, error, id, className, ...selectProps }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const describedBy = [hint && `${selectId}-hint`, error && `${selectId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}>
      {label && (
        <label className="ui-field__label" htmlFor={selectId}>
          {label}
        </label>
      )}
      <div className="ui-field__control">
        <select
          id={selectId}
          className="ui-input ui-select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...selectProps}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="ui-select__chevron" />
      </div>
      {hint && (
        <div id={`${selectId}-hint`} className="ui-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${selectId}-error`} className="ui-field__error" role="alert">
          {localMessage(error)}
        </div>
      )}
    </div>
  );
}
