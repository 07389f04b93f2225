// A labelled multi-line field in the shell's field style.
import { useId, type ComponentProps } from 'react';
import '../../../components/ui/field.css';

interface TextAreaProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
}

export function TextArea({ label, error, id, className, ...props }: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={['ui-field', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea id={fieldId} className="ui-input admin-textarea" aria-invalid={error ? true : undefined} {...props} />
      {error && (
        <div className="ui-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
