import type { ReactNode } from 'react';
import './field.css';

interface FieldProps {
  label: string;
  /** id of the control inside, so the label points at it. */
  htmlFor: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled form control with its hint and its validation message. */
export function Field({ label, htmlFor, error, hint, children }: FieldProps) {
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label className="field-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint && <div className="field-hint">{hint}</div>}
      {error && (
        <p className="field-error" id={`${htmlFor}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
