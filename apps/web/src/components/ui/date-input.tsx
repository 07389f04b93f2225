import { useEffect, useState, type InputHTMLAttributes } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-mm-dd' → the app's dd.MM.yyyy ('' stays ''). */
export function isoToDateText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** The day of a d.M.yyyy text (dots, slashes or dashes) as 'yyyy-mm-dd'; null when it is no real date. */
function isoDay(day: string, month: string, year: string): string | null {
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** The app's d.M.yyyy (dots, slashes or dashes) → 'yyyy-mm-dd'; '' for an empty text; null when it is no real date. */
export function dateTextToIso(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  return match ? isoDay(match[1]!, match[2]!, match[3]!) : null;
}

/** A local 'yyyy-mm-ddTHH:mm' (what a datetime-local input held) → the app's dd.MM.yyyy HH:mm ('' stays ''). */
export function localToDateTimeText(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(local);
  return match ? `${isoToDateText(match[1]!)} ${match[2]}` : '';
}

/** The app's d.M.yyyy H:mm → a local 'yyyy-mm-ddTHH:mm'; '' for an empty text; null when it is no real date and time. */
export function dateTimeTextToLocal(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})[ ,T]+(\d{1,2}):(\d{2})$/.exec(trimmed);
  if (!match) return null;
  const day = isoDay(match[1]!, match[2]!, match[3]!);
  const [hours, minutes] = [Number(match[4]), Number(match[5])];
  return day && hours < 24 && minutes < 60 ? `${day}T${pad(hours)}:${pad(minutes)}` : null;
}

/** The caller gives the placeholder (its screen's catalogue holds the format's name). */
type FormattedInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  /** The value in the machine's form ('' when empty; null while the text typed is not one, which then stays). */
  value: string | null;
  /** The new value, '' when cleared, null while the text is not one. */
  onChange: (value: string | null) => void;
};

function FormattedInput({
  value,
  onChange,
  toText,
  toValue,
  ...rest
}: FormattedInputProps & { toText: (value: string) => string; toValue: (text: string) => string | null }) {
  const [text, setText] = useState(() => toText(value ?? ''));
  useEffect(() => {
    // A new value from outside (a reset, a preset) replaces the text unless the text already says it.
    setText((current) => (toValue(current) === value ? current : toText(value ?? '')));
  }, [value, toText, toValue]);
  const invalid = toValue(text) === null;
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      onChange={(event) => {
        setText(event.target.value);
        onChange(toValue(event.target.value));
      }}
    />
  );
}

/** A date typed in the app's format (dd.mm.yyyy, as every date on screen), whatever the browser's language; value 'yyyy-mm-dd'. */
export function DateInput(props: FormattedInputProps) {
  return <FormattedInput maxLength={10} {...props} toText={isoToDateText} toValue={dateTextToIso} />;
}

/** A local date and time typed as dd.mm.yyyy hh:mm (24 h), whatever the browser's language; value 'yyyy-mm-ddTHH:mm'. */
export function DateTimeInput(props: FormattedInputProps) {
  return <FormattedInput maxLength={16} {...props} toText={localToDateTimeText} toValue={dateTimeTextToLocal} />;
}
